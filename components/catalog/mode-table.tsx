import type { ModeSummary } from "@/lib/site/build/catalog-data";
import { ColumnHeads } from "./column-heads";

/** Every mode with its phase, recommended partners and conflicts: the matrix's facts as a table. */
export function ModeTable({ modes }: { readonly modes: readonly ModeSummary[] }) {
  return (
    <div
      className="border-border overflow-x-auto rounded-lg border"
      role="region"
      aria-label="Modes table"
      tabIndex={0}
    >
      <table className="w-full text-left text-sm sm:min-w-[36rem]">
        <caption className="sr-only">
          Each mode&apos;s phase, the modes it pairs with and the modes it conflicts with
        </caption>
        <ColumnHeads labels={["Mode", "Phase", "Pairs with", "Conflicts with"]} />
        <tbody className="divide-border divide-y align-top">
          {modes.map((mode) => (
            <tr key={mode.name}>
              <th scope="row" className="px-3 py-2 text-left font-normal">
                <a
                  href={`/modes/${mode.name}`}
                  className="text-accent font-mono font-semibold hover:underline"
                >
                  {mode.name}
                </a>
              </th>
              <td className="text-fg-muted px-3 py-2 sm:whitespace-nowrap">{mode.phase ?? "—"}</td>
              <td className="px-3 py-2">
                <ModeLinks names={mode.pairsWith} />
              </td>
              <td className="px-3 py-2">
                {mode.conflictsWith.length > 0 ? (
                  <ModeLinks names={mode.conflictsWith} danger />
                ) : (
                  <span className="text-fg-subtle">none</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ModeLinks({
  names,
  danger = false,
}: {
  readonly names: readonly string[];
  readonly danger?: boolean;
}) {
  return (
    <span className="font-mono text-[13px]">
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 && ", "}
          <a
            href={`/modes/${name}`}
            className={`hover:underline ${danger ? "text-danger font-medium" : "text-fg"}`}
          >
            {name}
          </a>
        </span>
      ))}
    </span>
  );
}

import type { Pack } from "@/lib/casts";
import { roleHref } from "@/lib/site/build/catalog-links";
import { configDifferences, type ConfigDifference } from "@/lib/site/pack-differences";
import { plural } from "@/lib/site/plural";

import { ModeChip, UnknownName } from "./badges";
import { ColumnHeads } from "./column-heads";

const DIFFERENCE_LABEL: Record<ConfigDifference["field"], string> = {
  active: "Active",
  model: "Model",
  effort: "Effort",
  defaultModes: "Starts with",
  modesAllow: "May use only",
};

/** The roles whose config is not all defaults, each with only what it changes. */
export function PackDifferences({ pack, roles }: { readonly pack: Pack; readonly roles: readonly string[] }) {
  const changed = roles.flatMap((role) => {
    const config = pack.config(role);
    const differences = config ? configDifferences(config) : [];
    return differences.length > 0 ? [{ role, differences }] : [];
  });
  const unchanged = roles.length - changed.length;
  return (
    <>
      <p className="text-fg-muted mb-4 max-w-3xl">
        {plural(unchanged, "role")} of {roles.length} keep every default: active, the runtime&apos;s own model
        and effort, no mode on from the start, any mode allowed.{" "}
        {changed.length === 0
          ? "No role changes a setting."
          : `${changed.length === 1 ? "This role changes" : "These roles change"} a setting:`}
      </p>
      {changed.length > 0 && (
        <ul className="grid gap-3 sm:grid-cols-2">
          {changed.map(({ role, differences }) => (
            <li key={role} className="border-border rounded-lg border p-4">
              <a href={`#pack-${role}`} className="text-accent font-mono font-semibold hover:underline">
                {role}
              </a>
              <dl className="mt-2 grid gap-x-3 gap-y-1.5 text-sm sm:grid-cols-[7rem_1fr]">
                {differences.map((difference) => (
                  <div key={difference.field} className="contents">
                    <dt className="text-fg-muted">{DIFFERENCE_LABEL[difference.field]}</dt>
                    <dd className="min-w-0">
                      <DifferenceValue difference={difference} />
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DifferenceValue({ difference }: { readonly difference: ConfigDifference }) {
  if (difference.field === "active")
    return <span className="text-warning font-medium">no: not deployed</span>;
  if ("modes" in difference) return <Modes names={difference.modes} empty="" />;
  return <span className="font-mono break-all">{difference.value}</span>;
}

function RoleName({ name }: { readonly name: string }) {
  const href = roleHref(name);
  if (!href) return <UnknownName name={name} kind="role" />;
  return (
    <a href={href} className="text-accent font-mono font-semibold hover:underline">
      {name}
    </a>
  );
}

/** The label shown before a cell's value when the table is stacked on a phone. */
function CellLabel({ children }: { readonly children: string }) {
  return <span className="text-fg-subtle w-28 shrink-0 text-xs md:hidden">{children}</span>;
}

const CELL = "px-3 py-2 max-md:flex max-md:items-baseline max-md:gap-2 max-md:py-1";

/**
 * Every role's config and policy in one table; policy lines fold out per row. On a phone each row
 * stacks into a card (label, value) so no column is cut off.
 */
export function PackTable({ pack, roles }: { readonly pack: Pack; readonly roles: readonly string[] }) {
  return (
    <div className="border-border rounded-lg border md:overflow-x-auto">
      <table className="w-full text-left text-sm max-md:block md:min-w-[56rem]">
        <caption className="sr-only">Config and policy of each role in the default pack</caption>
        <ColumnHeads
          labels={["Role", "Active", "Model", "Effort", "Default modes", "Allowed modes", "Policy"]}
          className="max-md:sr-only"
          nowrap
        />
        <tbody className="divide-border divide-y align-top max-md:block">
          {roles.map((role) => {
            const config = pack.config(role);
            const policy = pack.policy(role);
            const changed = config ? configDifferences(config).length > 0 : false;
            return (
              <tr
                key={role}
                id={`pack-${role}`}
                // Stacked on a phone, a card is laid out only as it nears the viewport (15rem: its height
                // with the policy folded), so the page's first frame holds the first few, not all of them.
                className={`max-md:block max-md:py-2 max-md:[contain-intrinsic-size:auto_15rem] max-md:[content-visibility:auto] ${changed ? "bg-accent-soft/40" : ""}`}
              >
                <th scope="row" className="px-3 py-2 text-left font-normal max-md:block">
                  <RoleName name={role} />
                </th>
                <td className={CELL}>
                  <CellLabel>Active</CellLabel>
                  {config ? (
                    config.active ? (
                      "yes"
                    ) : (
                      <span className="text-warning font-medium">no</span>
                    )
                  ) : (
                    "—"
                  )}
                </td>
                <td className={`text-fg-muted ${CELL}`}>
                  <CellLabel>Model</CellLabel>
                  {config?.model ?? <Quiet>default</Quiet>}
                </td>
                <td className={`text-fg-muted ${CELL}`}>
                  <CellLabel>Effort</CellLabel>
                  {config?.effort ?? <Quiet>default</Quiet>}
                </td>
                <td className={CELL}>
                  <CellLabel>Default modes</CellLabel>
                  <Modes names={config?.defaultModes ?? []} tone="default" empty="none" />
                </td>
                <td className={CELL}>
                  <CellLabel>Allowed modes</CellLabel>
                  <Modes names={config?.modesAllow ?? []} empty="any" />
                </td>
                <td className={CELL}>
                  <CellLabel>Policy</CellLabel>
                  {policy ? (
                    <details className="group/policy min-w-0">
                      <summary className="text-fg-muted hover:text-fg cursor-pointer select-none md:whitespace-nowrap">
                        {plural(policy.authority.length, "authority line")} ·{" "}
                        {plural(policy.boundaries.length, "boundary", "boundaries")} ·{" "}
                        {plural(policy.escalations.length, "escalation")}
                      </summary>
                      <div className="mt-2 max-w-md space-y-2 text-[13px]">
                        {(["authority", "boundaries", "escalations"] as const).map((part) => (
                          <div key={part}>
                            <p className="font-medium capitalize">{part}</p>
                            <ul className="text-fg-muted marker:text-fg-subtle list-disc pl-4">
                              {policy[part].map((line) => (
                                <li key={line}>{line}</li>
                              ))}
                            </ul>
                          </div>
                        ))}
                      </div>
                    </details>
                  ) : (
                    <Quiet>none</Quiet>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Modes({
  names,
  tone,
  empty,
}: {
  readonly names: readonly string[];
  readonly tone?: "default";
  readonly empty: string;
}) {
  if (names.length === 0) return <Quiet>{empty}</Quiet>;
  return (
    <span className="flex flex-wrap gap-1">
      {names.map((name) => (
        <ModeChip key={name} name={name} {...(tone ? { tone } : {})} />
      ))}
    </span>
  );
}

function Quiet({ children }: { readonly children: React.ReactNode }) {
  return <span className="text-fg-subtle">{children}</span>;
}

import type { Pack } from "@/lib/casts";

import { ModeChip } from "./badges";

/** Every role's config and policy in one table; policy lines fold out per row. */
export function PackTable({ pack, roles }: { readonly pack: Pack; readonly roles: readonly string[] }) {
  return (
    <div
      className="border-border overflow-x-auto rounded-lg border"
      role="region"
      aria-label="Default pack table"
      tabIndex={0}
    >
      <table className="w-full min-w-[64rem] text-left text-sm">
        <caption className="sr-only">Config and policy of each role in the default pack</caption>
        <thead className="bg-bg-subtle text-fg-subtle text-xs">
          <tr>
            {["Role", "Active", "Model", "Effort", "Default modes", "Allowed modes", "Policy"].map(
              (label) => (
                <th key={label} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {label}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-border divide-y align-top">
          {roles.map((role) => {
            const config = pack.config(role);
            const policy = pack.policy(role);
            return (
              <tr key={role} id={`pack-${role}`}>
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <a href={`/roles/${role}`} className="text-accent font-mono font-semibold hover:underline">
                    {role}
                  </a>
                </th>
                <td className="px-3 py-2">
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
                <td className="text-fg-muted px-3 py-2">{config?.model ?? <Quiet>default</Quiet>}</td>
                <td className="text-fg-muted px-3 py-2">{config?.effort ?? <Quiet>default</Quiet>}</td>
                <td className="px-3 py-2">
                  <Modes names={config?.defaultModes ?? []} tone="default" empty="none" />
                </td>
                <td className="px-3 py-2">
                  <Modes names={config?.modesAllow ?? []} empty="any" />
                </td>
                <td className="px-3 py-2">
                  {policy ? (
                    <details className="group/policy">
                      <summary className="text-fg-muted hover:text-fg cursor-pointer whitespace-nowrap select-none">
                        {policy.authority.length} authority · {policy.boundaries.length} boundaries ·{" "}
                        {policy.escalations.length} escalations
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

import type { EffectiveRoleConfig, EffectiveValue } from "@/lib/casts/pack-settings";

const HEADINGS: Record<EffectiveValue["field"], string> = {
  active: "Active",
  model: "Model",
  effort: "Effort",
  default_modes: "Default modes",
  modes_allow: "Allowed modes",
  authority: "Authority",
  boundaries: "Boundaries",
  escalations: "Escalations",
};

/** A value in the words the pack page's table uses for it (components/catalog/pack-table.tsx). */
export function show(value: EffectiveValue): string {
  if (Array.isArray(value.value)) {
    const list: readonly string[] = value.value;
    if (value.field === "authority" || value.field === "boundaries" || value.field === "escalations")
      return list.length === 0 ? "—" : `${list.length} lines`;
    if (list.length === 0) return value.field === "modes_allow" ? "any" : "none";
    return list.join(", ");
  }
  if (value.value === null) return "default";
  if (typeof value.value === "boolean") return value.value ? "yes" : "no";
  return String(value.value);
}

/**
 * Every role's effective configuration: each value, where it comes from, and whether it differs from the
 * default pack. On a phone each row stacks into a card of labelled values (as the pack page's table does),
 * so no column is cut off, and a card is laid out only as it nears the viewport.
 */
export function EffectiveTable({
  roles,
  onlyChanged,
}: {
  readonly roles: readonly EffectiveRoleConfig[];
  readonly onlyChanged: boolean;
}) {
  const shown = onlyChanged
    ? roles.filter((entry) => entry.values.some((value) => value.differsFromDefaultPack))
    : roles;
  const fields = roles[0]?.values.map((value) => value.field) ?? [];
  if (shown.length === 0)
    return <p className="text-fg-muted text-sm">No role differs from the default pack.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="region" aria-label="Effective configuration table">
      <table className="w-full text-xs max-md:block" data-testid="effective-config">
        <thead className="text-fg-muted text-left max-md:sr-only">
          <tr>
            <th scope="col" className="py-1 pr-2">
              Role
            </th>
            {fields.map((field) => (
              <th key={field} scope="col" className="pr-2">
                {HEADINGS[field]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="max-md:block">
          {shown.map((entry) => (
            <tr
              key={entry.role}
              className="border-border border-t max-md:block max-md:py-1.5 max-md:[contain-intrinsic-size:auto_5.8rem] max-md:[content-visibility:auto]"
              data-role={entry.role}
            >
              <th
                scope="row"
                className="py-1 pr-2 text-left font-mono font-medium max-md:block max-md:pb-0.5"
              >
                {entry.role}
                {entry.listed ? null : (
                  <span className="text-fg-subtle font-sans font-normal"> (no entry)</span>
                )}
              </th>
              {entry.values.map((value) => (
                <td
                  key={value.field}
                  data-field={value.field}
                  data-source={value.source}
                  data-differs={value.differsFromDefaultPack ? "" : undefined}
                  title={`${value.source === "pack" ? "set by the pack" : "library default"}${value.differsFromDefaultPack ? "; differs from the default pack" : ""}`}
                  // On the highlight the subtle grey falls under 4.5:1, so a highlighted default is muted instead.
                  className={`pr-2 align-top max-md:mr-1 max-md:inline-block ${value.source === "default" ? "italic" : ""} ${value.differsFromDefaultPack ? "bg-accent-soft font-medium" : ""} ${value.source === "default" ? (value.differsFromDefaultPack ? "text-fg-muted" : "text-fg-subtle") : ""}`}
                >
                  <span
                    className={`font-normal not-italic md:hidden ${value.differsFromDefaultPack ? "text-fg-muted" : "text-fg-subtle"}`}
                  >
                    {HEADINGS[value.field]}{" "}
                  </span>
                  {show(value)}
                  {value.differsFromDefaultPack ? (
                    <span className="sr-only"> (differs from the default pack)</span>
                  ) : null}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-fg-muted mt-2 text-xs">
        <span className="italic">Italic</span>: the library&apos;s default (the entry leaves the key out).
        Highlighted: differs from the default pack.
      </p>
    </div>
  );
}

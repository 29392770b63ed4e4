import { AnchorHeading } from "./anchor-heading";

/** The roles that declare a model, and those that can send it only because every role may escalate. */
export function EmissionUsage({
  declared,
  implied,
}: {
  readonly declared: readonly string[];
  readonly implied: readonly string[];
}) {
  return (
    <section aria-labelledby="emitted-by">
      <AnchorHeading id="emitted-by" label="Emitted by" />
      {declared.length === 0 && implied.length === 0 && (
        <p className="text-fg-muted">No built-in role declares this model yet; a custom role can.</p>
      )}
      {declared.length > 0 && (
        <RoleList
          label={`Declared by ${declared.length} ${declared.length === 1 ? "role" : "roles"}`}
          names={declared}
        />
      )}
      {implied.length > 0 && (
        <RoleList
          label={`Added automatically to the other ${implied.length} roles, because every role with emissions may escalate`}
          names={implied}
        />
      )}
    </section>
  );
}

function RoleList({ label, names }: { readonly label: string; readonly names: readonly string[] }) {
  return (
    <div className="mb-4">
      <p className="text-fg-muted mb-2 text-sm">{label}</p>
      <ul className="flex flex-wrap gap-1.5">
        {names.map((name) => (
          <li key={name}>
            <a
              href={`/roles/${name}`}
              className="border-border bg-bg-subtle hover:border-accent hover:text-accent inline-flex rounded-md border px-2 py-0.5 font-mono text-xs"
            >
              {name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { listRoles } from "@/lib/casts";
import { linkRoleMentions } from "@/lib/site/role-facts";

/** "Pick when" and "Not for" from the description, with the suggested alternatives linked. */
export function RoleGuidance({
  pickWhen,
  notFor,
}: {
  readonly pickWhen: string | null;
  readonly notFor: string | null;
}) {
  if (!pickWhen && !notFor) return null;
  const roles = listRoles();
  return (
    <dl className="mt-5 grid gap-3 sm:grid-cols-2">
      {pickWhen && (
        <div className="border-success/30 bg-success-soft/60 rounded-lg border p-4">
          <dt className="text-success text-xs font-semibold tracking-wide uppercase">Pick when</dt>
          <dd className="text-fg mt-1 text-sm">{capitalize(pickWhen)}.</dd>
        </div>
      )}
      {notFor && (
        <div className="border-border bg-bg-subtle rounded-lg border p-4">
          <dt className="text-fg-subtle text-xs font-semibold tracking-wide uppercase">Not for</dt>
          <dd className="text-fg mt-1 text-sm">
            {linkRoleMentions(capitalize(notFor), roles).map((segment, index) =>
              "role" in segment ? (
                <a
                  key={index}
                  href={`/roles/${segment.role}`}
                  className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
                >
                  {segment.role}
                </a>
              ) : (
                segment.text
              ),
            )}
            .
          </dd>
        </div>
      )}
    </dl>
  );
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

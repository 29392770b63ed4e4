import Link from "next/link";

import { listRoles } from "@/lib/casts";
import { linkRoleMentions } from "@/lib/site/role-facts";

/** "Pick when" and "Not for" from the description, with the suggested alternatives linked. */
export function RoleGuidance({ pickWhen, notFor }: { readonly pickWhen: string | null; readonly notFor: string | null }) {
  if (!pickWhen && !notFor) return null;
  const roles = listRoles();
  return (
    <dl className="mt-5 grid gap-3 sm:grid-cols-2">
      {pickWhen && (
        <div className="rounded-lg border border-success/30 bg-success-soft/60 p-4">
          <dt className="text-xs font-semibold tracking-wide text-success uppercase">Pick when</dt>
          <dd className="mt-1 text-sm text-fg">{capitalize(pickWhen)}.</dd>
        </div>
      )}
      {notFor && (
        <div className="rounded-lg border border-border bg-bg-subtle p-4">
          <dt className="text-xs font-semibold tracking-wide text-fg-subtle uppercase">Not for</dt>
          <dd className="mt-1 text-sm text-fg">
            {linkRoleMentions(capitalize(notFor), roles).map((segment, index) =>
              "role" in segment ? (
                <Link key={index} href={`/roles/${segment.role}`} prefetch={false} className="font-medium text-accent underline decoration-accent/40 hover:decoration-accent">
                  {segment.role}
                </Link>
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

import Link from "next/link";

import type { RoleSummary } from "@/lib/site/catalog-data";

import { EffortBadge, ModelChip } from "./badges";
import { PageHeader } from "./page-header";
import { RoleGuidance } from "./role-guidance";

interface RoleHeaderProps {
  readonly role: RoleSummary;
  readonly defaultModes: readonly string[];
}

/** Title, summary, effort, emissions at a glance, when to pick it, and the way into the composer. */
export function RoleHeader({ role, defaultModes }: RoleHeaderProps) {
  const composeHref = `/compose?role=${encodeURIComponent(role.name)}`;
  return (
    <PageHeader crumbs={[{ href: "/", label: "Roles" }]} current={role.name} title={role.title} aside={<EffortBadge effort={role.effort} size="md" />} lead={role.summary}>
      <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-fg-subtle">
        <span>
          Name <code className="rounded bg-bg-muted px-1.5 py-0.5 font-mono text-fg">{role.name}</code>
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          Emits
          {role.emits.map((model) => (
            <ModelChip key={model} name={model} href={`/emissions/${model}`} />
          ))}
          {role.emits.length > 0 && !role.emits.includes("EscalationRequest") && (
            <ModelChip name="+ EscalationRequest" href="/emissions/EscalationRequest" muted />
          )}
        </span>
      </div>
      <RoleGuidance pickWhen={role.pickWhen} notFor={role.notFor} />
      <div className="mt-5 flex flex-wrap gap-2">
        <Link href={composeHref} prefetch={false} className="inline-flex items-center gap-2 rounded-md bg-accent px-4 py-2 text-sm font-medium text-accent-fg hover:opacity-90">
          Compose with this role
          <span aria-hidden="true">→</span>
        </Link>
        {defaultModes.length > 0 && (
          <Link
            href={`${composeHref}&modes=${defaultModes.map(encodeURIComponent).join(",")}`}
            prefetch={false}
            className="inline-flex items-center rounded-md border border-border px-4 py-2 text-sm font-medium hover:bg-bg-subtle"
          >
            Compose with its default modes ({defaultModes.join(", ")})
          </Link>
        )}
      </div>
    </PageHeader>
  );
}

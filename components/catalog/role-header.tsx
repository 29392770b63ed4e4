import type { RoleSummary } from "@/lib/site/build/catalog-data";

import { EffortBadge, ModelChip } from "./badges";
import { ComposeLink } from "./compose-link";
import { ExactDescription } from "./exact-description";
import { PageHeader } from "./page-header";
import { RoleGuidance } from "./role-guidance";

interface RoleHeaderProps {
  readonly role: RoleSummary;
  readonly defaultModes: readonly string[];
}

/** Title, summary, effort, emissions at a glance, when to pick it, and the way into the composer. */
export function RoleHeader({ role, defaultModes }: RoleHeaderProps) {
  return (
    <PageHeader
      crumbs={[{ href: "/", label: "Roles" }]}
      current={role.name}
      title={role.title}
      aside={<EffortBadge effort={role.effort} size="md" />}
      lead={role.summary}
    >
      <div className="text-fg-subtle mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span>
          Name <code className="bg-bg-muted text-fg rounded px-1.5 py-0.5 font-mono">{role.name}</code>
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          Emits
          {role.emits.map((model) => (
            <ModelChip key={model} name={model} href={`/emissions/${model}`} />
          ))}
          {role.emits.length > 0 && !role.emits.includes("EscalationRequest") && (
            <>
              <span>and</span>
              <ModelChip name="EscalationRequest" href="/emissions/EscalationRequest" muted />
              <span className="text-xs">(every role that emits can hand a decision up)</span>
            </>
          )}
        </span>
      </div>
      <RoleGuidance pickWhen={role.pickWhen} notFor={role.notFor} />
      <ExactDescription text={role.description} kind="role" />
      <div className="mt-5 flex flex-wrap gap-2">
        <ComposeLink role={role.name} />
        {defaultModes.length > 0 && (
          <ComposeLink role={role.name} modes={defaultModes} variant="secondary">
            Compose with its default modes ({defaultModes.join(", ")})
          </ComposeLink>
        )}
      </div>
    </PageHeader>
  );
}

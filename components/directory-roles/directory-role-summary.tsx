import type { DirectoryRole } from "@/lib/casts/directory-roles";

import { ComposeLink } from "./compose-link";
import { RoleConfigSummary } from "./role-config-list";
import { RoleNotes } from "./role-notes";
import { SystemPrompt } from "./system-prompt";

/** One loaded role on the index: description, main settings, and its prompt behind a disclosure. */
export function DirectoryRoleSummary({ role }: { role: DirectoryRole }) {
  const headingId = `role-${role.name}`;
  return (
    <article aria-labelledby={headingId} className="border-border bg-bg rounded-xl border p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-lg font-semibold tracking-tight">
            <a href={`/directory-roles/${role.name}`} className="underline-offset-4 hover:underline">
              {role.name}
            </a>
          </h3>
          <p className="text-fg-subtle mt-0.5 font-mono text-xs">roles/{role.directory}/</p>
        </div>
        <ComposeLink name={role.name} />
      </div>
      <p className="text-fg-muted mt-3">{role.description}</p>
      <div className="border-border mt-4 border-t pt-4">
        <RoleConfigSummary config={role.config} />
      </div>
      <RoleNotes notes={role.notes} />
      <details className="group mt-4">
        <summary className="text-accent cursor-pointer text-sm font-medium select-none">
          {role.systemPrompt === null ? "System prompt (none)" : "System prompt"}
        </summary>
        <div className="mt-3">
          <SystemPrompt name={role.name} prompt={role.systemPrompt} maxHeight="24rem" />
        </div>
      </details>
    </article>
  );
}

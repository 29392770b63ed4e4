import type { DirectoryRole } from "@/lib/casts/directory-roles";

const SUMMARY_CHARS = 180;

/** The first line of a description, clipped: the index stays small at thousands of roles. */
export function summaryLine(description: string): string {
  const line =
    description
      .trim()
      .split("\n")
      .find((text) => text.trim() !== "") ?? "";
  const plain = line.replace(/^#+\s*/, "").trim();
  return plain.length > SUMMARY_CHARS ? `${plain.slice(0, SUMMARY_CHARS - 1)}…` : plain;
}

/** One loaded role on the index: name, folder, first line of its description, model and policy. */
export function DirectoryRoleRow({ role, folder }: { role: DirectoryRole; folder: string }) {
  const headingId = `role-${role.name}`;
  return (
    <li data-role-row data-name={role.name.toLowerCase()}>
      <article aria-labelledby={headingId} className="border-border bg-bg rounded-lg border px-4 py-3">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <h3 id={headingId} className="font-semibold tracking-tight break-all">
            <a href={`/directory-roles/${role.name}`} className="underline-offset-4 hover:underline">
              {role.name}
            </a>
          </h3>
          <span className="text-fg-subtle font-mono text-xs break-all">
            {folder}
            {role.directory}/
          </span>
        </div>
        <p className="text-fg-muted mt-1 text-sm">{summaryLine(role.description)}</p>
        <p className="text-fg-subtle mt-1 flex flex-wrap gap-x-4 text-xs">
          <span>
            model <code className="text-fg font-mono">{role.config.model}</code>
          </span>
          <span>{role.config.behavior_policy}</span>
          {role.systemPrompt === null ? <span>no system prompt</span> : null}
        </p>
      </article>
    </li>
  );
}

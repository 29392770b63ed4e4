import type { DirectoryRole } from "@/lib/casts/directory-roles";

const SUMMARY_CHARS = 140;

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

/**
 * One loaded role on the index in a few hundred bytes (a large folder lists thousands): name, first
 * line of its description, folder, model and policy. The role's own page has the rest.
 */
export function DirectoryRoleRow({ role, folder }: { role: DirectoryRole; folder: string }) {
  const headingId = `role-${role.name}`;
  return (
    <li data-role-row>
      <article aria-labelledby={headingId} className="py-2.5">
        <h3 id={headingId} className="font-semibold tracking-tight break-all">
          <a href={`/directory-roles/${role.name}`} className="underline-offset-4 hover:underline">
            {role.name}
          </a>
        </h3>
        <p className="text-fg-muted text-sm">{summaryLine(role.description)}</p>
        <p className="text-fg-subtle flex flex-wrap gap-x-3 font-mono text-xs break-all">
          <span>
            {folder}
            {role.directory}/
          </span>
          <code className="text-fg">{role.config.model}</code>
          <span>{role.config.behavior_policy}</span>
          {role.systemPrompt === null ? <span>no system prompt</span> : null}
        </p>
      </article>
    </li>
  );
}

import type { DirectoryRoleListRow } from "@/lib/site/directory-role-list";

/**
 * One loaded role on the list in a few hundred bytes: name, first line of its description, folder,
 * model and policy. The server renders it with React and the list's filter with islands/dom-jsx (rows
 * from /directory-roles-index.json), so both draw the same markup.
 */
export function DirectoryRoleRow({ row, folder }: { row: DirectoryRoleListRow; folder: string }) {
  const headingId = `role-${row.name}`;
  return (
    <li data-role-row>
      <article aria-labelledby={headingId} className="py-2.5">
        <h3 id={headingId} className="font-semibold tracking-tight break-all">
          <a href={`/directory-roles/${row.name}`} className="underline-offset-4 hover:underline">
            {row.name}
          </a>
        </h3>
        <p className="text-fg-muted text-sm">{row.summary}</p>
        <p className="text-fg-subtle flex flex-wrap gap-x-3 font-mono text-xs break-all">
          <span>
            {folder}
            {row.directory}/
          </span>
          <code className="text-fg">{row.model}</code>
          <span>{row.policy}</span>
          {row.prompt ? null : <span>no system prompt</span>}
        </p>
      </article>
    </li>
  );
}

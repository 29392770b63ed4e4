// The import report of /open-roles (contract §12; drawn there with the DOM JSX runtime): one row per
// file read (written, skipped or failed), its format, the roles it gave with the fields mapped and
// dropped (each with why), and its errors with their codes; the failed first, capped at
// REPORT_ROWS_SHOWN rows with a count of the rest. Every text that comes from the files (paths, zip
// entry names, agent names, reasons and messages that quote them) is shown with its control and
// direction characters escaped (contract §5), here where it becomes display text.
import { escapeControl as shown } from "@/lib/casts/core/echo";
import type { FileReport, ImportIssue, RoleReport } from "@/lib/casts/import";
import { reportRows } from "@/lib/site/browser/agent-import";

const BADGE: Readonly<Record<FileReport["status"], string>> = {
  written: "bg-success-soft text-success",
  skipped: "bg-bg-muted text-fg-muted",
  failed: "bg-danger-soft text-danger",
};

/** Where the issue is, when its message does not say already. */
function place(issue: ImportIssue): string {
  const { line, column } = issue.details ?? {};
  if (line === undefined || issue.message.includes(`line ${line}`)) return "";
  return column === undefined ? ` (line ${line})` : ` (line ${line}, column ${column})`;
}

function RoleLines({ role }: { role: RoleReport }) {
  return (
    <li className="space-y-1">
      <p>
        Role <span className="font-mono font-medium break-all">{shown(role.folder)}</span>
        {role.sourceName !== role.folder ? (
          <span className="text-fg-muted"> (named {shown(role.sourceName)} in the file)</span>
        ) : null}
      </p>
      {role.mapped.length > 0 ? (
        <p className="text-fg-muted">
          Mapped: <span className="font-mono">{shown(role.mapped.join(", "))}</span>
        </p>
      ) : null}
      {role.dropped.length > 0 ? (
        <div className="text-fg-muted">
          <p>Dropped:</p>
          <ul className="list-disc pl-5">
            {role.dropped.map((field) => (
              <li key={field.field} className="break-words">
                <span className="font-mono">{shown(field.field)}</span>: {shown(field.reason)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {role.notes.map((note) => (
        <p key={note} className="text-fg-muted break-words">
          Note: {shown(note)}
        </p>
      ))}
    </li>
  );
}

function FileRow({ file }: { file: FileReport }) {
  return (
    <li
      data-testid="import-file"
      data-status={file.status}
      className="border-border space-y-1.5 border-t py-3 text-sm"
    >
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
        <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${BADGE[file.status]}`}>
          {file.status}
        </span>
        <span className="font-mono break-all">{shown(file.path)}</span>
        {file.format !== null ? <span className="text-fg-muted text-xs">read as {file.format}</span> : null}
      </p>
      {file.reason !== undefined ? <p className="text-fg-muted break-words">{shown(file.reason)}</p> : null}
      {file.errors.length > 0 ? (
        <ul className="text-danger space-y-0.5">
          {file.errors.map((issue) => (
            <li key={issue.message} data-testid="import-error" className="break-words">
              <code className="font-mono font-semibold">{issue.code}</code> {shown(issue.message)}
              {place(issue)}
            </li>
          ))}
        </ul>
      ) : null}
      {file.roles.length > 0 ? (
        <ul className="space-y-2">
          {file.roles.map((role) => (
            <RoleLines key={role.folder} role={role} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/** "…and N more files", the line under the report's rows while some are not drawn. */
export function moreFilesText(more: number): string {
  return `…and ${more.toLocaleString("en-US")} more ${more === 1 ? "file" : "files"}`;
}

/** Report rows to add under the ones drawn ("Show more files", app/open-roles). */
export function ImportReportRows({ rows }: { rows: readonly FileReport[] }) {
  return (
    <ul>
      {rows.map((file) => (
        <FileRow key={file.path} file={file} />
      ))}
    </ul>
  );
}

/**
 * The report's rows (failed first), the first REPORT_ROWS_SHOWN of them, then "…and N more files" and
 * "Show more files" (its reader, app/open-roles/open-roles-read.browser.ts, adds the next rows).
 */
export function ImportReport({ report }: { report: readonly FileReport[] }) {
  const { rows, more } = reportRows(report);
  return (
    <>
      <h2 className="text-xl font-semibold tracking-tight">Import report</h2>
      <ul className="border-border border-b">
        {rows.map((file) => (
          <FileRow key={file.path} file={file} />
        ))}
      </ul>
      {more > 0 ? (
        <>
          <p data-testid="import-more" className="text-fg-muted text-sm" aria-live="polite">
            {moreFilesText(more)}
          </p>
          <button
            type="button"
            data-testid="import-more-button"
            className="border-border hover:bg-bg-subtle rounded-md border px-3 py-1.5 text-sm font-medium pointer-coarse:min-h-11"
          >
            Show more files
          </button>
        </>
      ) : null}
    </>
  );
}

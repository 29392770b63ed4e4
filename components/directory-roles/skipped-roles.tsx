import type { SkippedDirectoryRole } from "@/lib/casts/directory-roles";

/** Directories under roles/ that did not load, each with every reason found. */
export function SkippedRoles({
  skipped,
  folder = "roles/",
  itemTestId,
}: {
  skipped: readonly SkippedDirectoryRole[];
  folder?: string;
  itemTestId?: string;
}) {
  if (skipped.length === 0) {
    return <p className="text-fg-muted">None: every directory under {folder} loaded.</p>;
  }
  return (
    <ul className="space-y-3">
      {skipped.map((entry) => (
        <li
          key={entry.directory}
          data-testid={itemTestId}
          className="border-danger/40 bg-danger-soft rounded-lg border px-4 py-3"
        >
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-mono text-sm font-medium">
              {folder}
              {entry.directory}/
            </span>
            {entry.name !== null && entry.name !== entry.directory ? (
              <span className="text-fg-muted text-sm">(role {entry.name})</span>
            ) : null}
          </p>
          <ul className="mt-1.5 list-disc space-y-0.5 pl-5 text-sm">
            {entry.reasons.map((reason) => (
              <li key={reason} className="break-words">
                {reason}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

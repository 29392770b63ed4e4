import type { SkippedDirectoryRole } from "@/lib/casts/directory-roles";

/**
 * Directories under roles/ that did not load, each with every reason found; with `first`, only the
 * first of them and a line linking to `allHref`, the page that lists them all.
 */
export function SkippedRoles({
  skipped,
  folder = "roles/",
  itemTestId,
  first,
}: {
  skipped: readonly SkippedDirectoryRole[];
  folder?: string;
  itemTestId?: string;
  first?: { readonly count: number; readonly allHref: string };
}) {
  if (skipped.length === 0) {
    return <p className="text-fg-muted">None: every directory under {folder} loaded.</p>;
  }
  const shown = first ? skipped.slice(0, first.count) : skipped;
  const more = skipped.length - shown.length;
  return (
    <>
      <ul className="space-y-3">
        {shown.map((entry) => (
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
      {first && more > 0 ? (
        <p className="text-fg-muted text-sm" data-skipped-more>
          The first {shown.length} of {skipped.length} skipped folders;{" "}
          <a href={first.allHref} className="text-accent underline">
            every skipped folder
          </a>{" "}
          is listed on a page of its own.
        </p>
      ) : null}
    </>
  );
}

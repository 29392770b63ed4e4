import type { InstallLink } from "@/lib/casts/export/install-links";

/**
 * A role page's install or open links for one file, as static markup: an `open` link is the tool's
 * deeplink; a copy-then-open link opens (new tab) the page that says where the file goes, and the
 * `copy-then-open` island (islands/tools/copy-then-open.ts) first copies the static file at `fileUrl`.
 * Without JavaScript the link reads "see where it goes"; the file itself is one link away.
 */
export function StaticInstallLinks({
  links,
  fileUrl,
  linkClassName,
}: {
  readonly links: readonly InstallLink[];
  readonly fileUrl: string;
  readonly linkClassName: string;
}) {
  return (
    <>
      {links.map((link) =>
        link.kind === "open" ? (
          <a
            key={link.href}
            href={link.href}
            className={linkClassName}
            data-testid="export-install-link"
            data-kind={link.kind}
          >
            {link.label}
          </a>
        ) : (
          <a
            key={link.href}
            href={link.href}
            target="_blank"
            rel="noreferrer"
            className={linkClassName}
            data-testid="export-install-link"
            data-kind={link.kind}
            data-island="copy-then-open"
            data-copy-url={fileUrl}
            title={link.label}
          >
            {/* Without JavaScript nothing copies: the link then only says where the file goes. */}
            <span data-js-only>copy, then </span>see where it goes
          </a>
        ),
      )}
      <span aria-live="polite" className="text-fg-subtle text-xs" data-install-status />
    </>
  );
}

import type { InstallLink } from "@/lib/casts/export/install-links";

import { InstallLinkAnchor } from "./install-link-anchor";

/**
 * A role page's install or open links for one file, as static markup: an `open` link is the tool's
 * deeplink; a copy-then-open link opens (new tab) the page that says where the file goes, and the
 * header's copy island (components/code/copy.site-island.ts, on every page) first copies the static file at `fileUrl`.
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
          <InstallLinkAnchor key={link.href} link={link} className={linkClassName} />
        ) : (
          <InstallLinkAnchor key={link.href} link={link} className={linkClassName} data-copy-url={fileUrl}>
            {/* Without JavaScript nothing copies: the link then only says where the file goes. */}
            <span data-js-only>copy, then </span>see where it goes
          </InstallLinkAnchor>
        ),
      )}
      <span aria-live="polite" className="text-fg-subtle text-xs" data-install-status />
    </>
  );
}

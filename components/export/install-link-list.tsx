"use client";

import { useState } from "react";

import type { InstallLink } from "@/lib/casts/export/install-links";

import { COPY_STATUS, copyFile, type CopySource } from "./copy-file";
import { InstallLinkAnchor } from "./install-link-anchor";

/**
 * The install or open links of one exported file. An `open` link is the tool's own deeplink; a
 * copy-then-open link copies the file and opens (new tab) the page that says where it goes. The
 * composer's (client) form; role pages use StaticInstallLinks.
 */
export function InstallLinkList({
  links,
  copy,
  linkClassName,
  copyLabel,
}: {
  readonly links: readonly InstallLink[];
  readonly copy: CopySource;
  readonly linkClassName: string;
  /** A shorter text for copy-then-open links than the link's own label. */
  readonly copyLabel?: string;
}) {
  const [status, setStatus] = useState("");
  return (
    <>
      {links.map((link) =>
        link.kind === "open" ? (
          <InstallLinkAnchor key={link.href} link={link} className={linkClassName} />
        ) : (
          <InstallLinkAnchor
            key={link.href}
            link={link}
            className={linkClassName}
            onClick={() =>
              void copyFile(copy).then(
                () => setStatus(COPY_STATUS.copied),
                () => setStatus(COPY_STATUS.failed),
              )
            }
          >
            {copyLabel ?? link.label}
          </InstallLinkAnchor>
        ),
      )}
      <span aria-live="polite" className="text-fg-subtle text-xs" data-testid="export-install-status">
        {status}
      </span>
    </>
  );
}

"use client";

import { useState } from "react";

import type { InstallLink } from "@/lib/casts/export/install-links";

import { COPY_STATUS, copyFile, type CopySource } from "./copy-file";

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
            title={link.label}
            onClick={() =>
              void copyFile(copy).then(
                () => setStatus(COPY_STATUS.copied),
                () => setStatus(COPY_STATUS.failed),
              )
            }
          >
            {copyLabel ?? link.label}
          </a>
        ),
      )}
      <span aria-live="polite" className="text-fg-subtle text-xs" data-testid="export-install-status">
        {status}
      </span>
    </>
  );
}

"use client";

import { useState } from "react";

import type { InstallLink } from "@/lib/casts/export/install-links";

/** What a copy-then-open link copies: the file's text, or the URL of the static file to fetch first. */
export type CopySource = { readonly text: string } | { readonly url: string };

async function fileText(source: CopySource): Promise<string> {
  if ("text" in source) return source.text;
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Copies the file; a pending ClipboardItem keeps the click's permission while the static file loads. */
function copyFile(source: CopySource): Promise<void> {
  const text = fileText(source);
  if ("url" in source && typeof ClipboardItem !== "undefined" && navigator.clipboard?.write)
    return navigator.clipboard.write([
      new ClipboardItem({ "text/plain": text.then((value) => new Blob([value], { type: "text/plain" })) }),
    ]);
  return text.then((value) => navigator.clipboard.writeText(value));
}

/**
 * The install or open links of one exported file. An `open` link is the tool's own deeplink; a
 * copy-then-open link copies the file and opens (new tab) the page that says where it goes. Without
 * JavaScript the page still opens; the file itself is one link away.
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
                () => setStatus("File copied."),
                () => setStatus("The file could not be copied: use the file link."),
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

import type { AnchorHTMLAttributes, ReactNode } from "react";

import type { InstallLink } from "@/lib/casts/export/install-links";

/**
 * One install or open link: an `open` link is the tool's own deeplink; a copy-then-open link opens
 * (new tab) the page that says where the file goes, the copy being wired by the caller.
 */
export function InstallLinkAnchor({
  link,
  children,
  ...attributes
}: {
  readonly link: InstallLink;
  readonly children?: ReactNode;
} & AnchorHTMLAttributes<HTMLAnchorElement> & { readonly [data: `data-${string}`]: string }) {
  return (
    <a
      href={link.href}
      data-testid="export-install-link"
      data-kind={link.kind}
      {...(link.kind === "open" ? {} : { target: "_blank", rel: "noreferrer", title: link.label })}
      {...attributes}
    >
      {children ?? link.label}
    </a>
  );
}

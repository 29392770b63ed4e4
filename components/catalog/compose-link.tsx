import type { ReactNode } from "react";

import { composeHref } from "@/lib/composer/url-codec";

/** The way into the composer with a role selected (and, for "secondary", its default modes too). */
export function ComposeLink({
  role,
  modes,
  children = "Compose with this role",
  variant = "primary",
}: {
  role: string;
  modes?: readonly string[];
  children?: ReactNode;
  variant?: "primary" | "secondary";
}) {
  const look =
    variant === "primary"
      ? "bg-accent text-accent-fg hover:opacity-90"
      : "border-border hover:bg-bg-subtle border";
  return (
    <a
      href={composeHref(modes ? { role, modes } : { role })}
      className={`${look} inline-flex items-center gap-2 rounded-md px-4 py-2 text-sm font-medium`}
    >
      {children}
      {variant === "primary" && <span aria-hidden="true">→</span>}
    </a>
  );
}

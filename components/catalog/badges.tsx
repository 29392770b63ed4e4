import type { Effort } from "@/lib/site/role-facts";
import { modeHref } from "@/lib/site/build/catalog-links";

const LABEL: Record<Effort, string> = { low: "Low", medium: "Medium", high: "High" };

// Three bars of rising height, drawn with backgrounds so a card adds one element, not four.
const METER: Record<Effort, string> = {
  low: "[--m1:var(--accent)] [--m2:var(--border-strong)] [--m3:var(--border-strong)]",
  medium: "[--m1:var(--accent)] [--m2:var(--accent)] [--m3:var(--border-strong)]",
  high: "[--m1:var(--accent)] [--m2:var(--accent)] [--m3:var(--accent)]",
};

/** "High effort" with a three-bar meter; the text carries the meaning, the bars are decoration. */
export function EffortBadge({
  effort,
  size = "sm",
}: {
  readonly effort: Effort | null;
  readonly size?: "sm" | "md";
}) {
  if (!effort) return null;
  return (
    <span
      className={`border-border bg-bg-subtle text-fg-muted inline-flex shrink-0 items-center gap-1.5 rounded-full border font-medium ${size === "md" ? "px-2.5 py-1 text-sm" : "px-2 py-0.5 text-xs"}`}
      data-effort={effort}
    >
      <span
        aria-hidden="true"
        className={`inline-block h-2.5 w-[11px] shrink-0 [background-image:linear-gradient(var(--m1),var(--m1)),linear-gradient(var(--m2),var(--m2)),linear-gradient(var(--m3),var(--m3))] [background-size:3px_4px,3px_7px,3px_10px] [background-position:0_100%,4px_100%,8px_100%] bg-no-repeat ${METER[effort]}`}
      />
      <span>
        {LABEL[effort]}
        <span className={size === "md" ? "" : "sr-only sm:not-sr-only"}> effort</span>
      </span>
    </span>
  );
}

/** An emission model name as a small mono chip; a link when `href` is given. */
export function ModelChip({
  name,
  href,
  muted = false,
}: {
  readonly name: string;
  readonly href?: string;
  readonly muted?: boolean;
}) {
  const className = `inline-flex items-center rounded-md border px-1.5 py-0.5 font-mono text-xs ${
    muted ? "border-dashed border-border text-fg-subtle" : "border-border bg-bg-subtle text-fg-muted"
  }`;
  if (!href) return <span className={className}>{name}</span>;
  return (
    <a href={href} className={`${className} hover:border-accent hover:text-accent`}>
      {name}
    </a>
  );
}

/** A mode name as a chip link; `tone` marks defaults and conflicts. */
export function ModeChip({
  name,
  tone = "plain",
}: {
  readonly name: string;
  readonly tone?: "plain" | "default" | "conflict";
}) {
  const tones = {
    plain: "border-border bg-bg-subtle text-fg-muted hover:border-accent hover:text-accent",
    default: "border-accent/40 bg-accent-soft text-accent hover:border-accent",
    conflict: "border-danger/40 bg-danger-soft text-danger hover:border-danger",
  } as const;
  const href = modeHref(name);
  if (!href) return <UnknownName name={name} kind="mode" />;
  return (
    <a
      href={href}
      className={`inline-flex items-center rounded-md border px-2 py-0.5 font-mono text-xs ${tones[tone]}`}
    >
      {name}
    </a>
  );
}

/**
 * A name a pack gives that the catalog does not have: text, not a link (there is no page to link
 * to), with the finding beside it. The pack page's health section lists the same finding.
 */
export function UnknownName({ name, kind }: { readonly name: string; readonly kind: "role" | "mode" }) {
  return (
    <span className="border-danger/40 bg-danger-soft text-danger inline-flex flex-wrap items-center gap-1 rounded-md border px-2 py-0.5 text-xs">
      <span className="font-mono break-all">{name}</span>
      <span data-testid="unknown-name" className="font-sans">
        — no such {kind} in the catalog ({kind === "role" ? "UNKNOWN_ROLE" : "UNKNOWN_MODE"})
      </span>
    </span>
  );
}

import Link from "next/link";

import type { Effort } from "@/lib/site/role-facts";

const LEVEL: Record<Effort, number> = { low: 1, medium: 2, high: 3 };
const LABEL: Record<Effort, string> = { low: "Low", medium: "Medium", high: "High" };

/** "High effort" with a three-bar meter; the text carries the meaning, the bars are decoration. */
export function EffortBadge({ effort, size = "sm" }: { readonly effort: Effort | null; readonly size?: "sm" | "md" }) {
  if (!effort) return null;
  return (
    <span
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full border border-border bg-bg-subtle font-medium text-fg-muted ${size === "md" ? "px-2.5 py-1 text-sm" : "px-2 py-0.5 text-xs"}`}
      data-effort={effort}
    >
      <svg width="12" height="10" viewBox="0 0 12 10" aria-hidden="true" className="shrink-0">
        {[0, 1, 2].map((bar) => (
          <rect
            key={bar}
            x={bar * 4}
            y={6 - bar * 3}
            width="3"
            height={4 + bar * 3}
            rx="0.75"
            className={bar < LEVEL[effort] ? "fill-accent" : "fill-border-strong"}
          />
        ))}
      </svg>
      <span>
        {LABEL[effort]}
        <span className={size === "md" ? "" : "sr-only sm:not-sr-only"}> effort</span>
      </span>
    </span>
  );
}

/** An emission model name as a small mono chip; a link when `href` is given. */
export function ModelChip({ name, href, muted = false }: { readonly name: string; readonly href?: string; readonly muted?: boolean }) {
  const className = `inline-flex items-center rounded-md border px-1.5 py-0.5 font-mono text-xs ${
    muted ? "border-dashed border-border text-fg-subtle" : "border-border bg-bg-subtle text-fg-muted"
  }`;
  if (!href) return <span className={className}>{name}</span>;
  return (
    <Link href={href} prefetch={false} className={`${className} hover:border-accent hover:text-accent`}>
      {name}
    </Link>
  );
}

/** A mode name as a chip link; `tone` marks defaults and conflicts. */
export function ModeChip({ name, tone = "plain" }: { readonly name: string; readonly tone?: "plain" | "default" | "conflict" }) {
  const tones = {
    plain: "border-border bg-bg-subtle text-fg-muted hover:border-accent hover:text-accent",
    default: "border-accent/40 bg-accent-soft text-accent hover:border-accent",
    conflict: "border-danger/40 bg-danger-soft text-danger hover:border-danger",
  } as const;
  return (
    <Link href={`/modes/${name}`} prefetch={false} className={`inline-flex items-center rounded-md border px-2 py-0.5 font-mono text-xs ${tones[tone]}`}>
      {name}
    </Link>
  );
}

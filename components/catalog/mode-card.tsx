import Link from "next/link";

import type { ModeSummary } from "@/lib/site/catalog-data";

/** A mode in a grid: name, phase, what it does, and what it cannot be combined with. */
export function ModeCard({ mode }: { readonly mode: ModeSummary }) {
  return (
    <li className="group relative flex flex-col rounded-xl border border-border bg-bg p-4 transition-colors hover:border-border-strong hover:bg-bg-subtle">
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-mono text-[15px] font-semibold">
          <Link href={`/modes/${mode.name}`} prefetch={false} className="outline-none after:absolute after:inset-0 after:rounded-xl focus-visible:after:ring-2 focus-visible:after:ring-accent group-hover:text-accent">
            {mode.name}
          </Link>
        </h3>
        {mode.phase && <span className="shrink-0 rounded-full bg-accent-soft px-2 py-0.5 text-xs font-medium text-accent">{mode.phase}</span>}
      </div>
      <p className="mt-2 text-sm text-fg-muted">{mode.summary}</p>
      {mode.conflictsWith.length > 0 && (
        <p className="mt-auto pt-3 text-xs font-medium text-danger">Conflicts with {mode.conflictsWith.join(" and ")}</p>
      )}
    </li>
  );
}

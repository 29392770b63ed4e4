import type { ModeSummary } from "@/lib/site/build/catalog-data";

import { CARD, CARD_LINK } from "./card-classes";

/** Modes as a grid of cards (the home page and /modes). */
export function ModeCards({ modes }: { readonly modes: readonly ModeSummary[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {modes.map((mode) => (
        <ModeCard key={mode.name} mode={mode} />
      ))}
    </ul>
  );
}

/**
 * A mode in the grid: name, phase, what it does, and what it cannot be combined with. Laid out only as it
 * nears the viewport, as the role cards are (7.75rem: the median card on a phone; the browser keeps each
 * card's real height once drawn).
 */
function ModeCard({ mode }: { readonly mode: ModeSummary }) {
  return (
    <li className={`${CARD} [contain-intrinsic-size:auto_7.75rem] [content-visibility:auto]`}>
      <div className="flex items-start justify-between gap-2">
        <h3 className="font-mono text-[15px] font-semibold">
          <a href={`/modes/${mode.name}`} className={CARD_LINK}>
            {mode.name}
          </a>
        </h3>
        {mode.phase && (
          <span className="bg-accent-soft text-accent shrink-0 rounded-full px-2 py-0.5 text-xs font-medium">
            {mode.phase}
          </span>
        )}
      </div>
      <p className="text-fg-muted mt-2 text-sm">{mode.summary}</p>
      {mode.conflictsWith.length > 0 && (
        <p className="text-danger mt-auto pt-3 text-xs font-medium">
          Conflicts with {mode.conflictsWith.join(" and ")}
        </p>
      )}
    </li>
  );
}

"use client";

import { conflictFixes, explainConflict } from "@/lib/composer/conflict-fixes";
import type { ModeConflictInfo } from "@/lib/composer/composition";
import type { ComposerIndex } from "@/lib/composer/composer-index";

const FIX_BUTTON =
  "border-danger bg-bg hover:bg-danger-soft text-fg rounded-md border px-3 py-1 text-xs font-medium pointer-coarse:min-h-11";

/** The library's exact conflict message, why the two modes clash, and one-click fixes. */
export function ConflictAlert({
  conflict,
  index,
  modes,
  onFix,
}: {
  readonly conflict: ModeConflictInfo;
  readonly index: ComposerIndex;
  readonly modes: readonly string[];
  readonly onFix: (modes: readonly string[], status: string) => void;
}) {
  const later = index.modeByName.get(conflict.later);
  const earlier = index.modeByName.get(conflict.earlier);
  const why = later && earlier ? explainConflict(later, earlier) : null;
  return (
    <div
      data-testid="conflict-error"
      role="alert"
      className="border-danger bg-danger-soft rounded-lg border px-4 py-3 text-sm lg:col-span-2"
    >
      <p className="text-danger font-mono font-semibold">{conflict.message}</p>
      {why ? (
        <div className="text-fg mt-1 space-y-1">
          <p>
            These two modes pull in opposite directions, and {why.declared}, so the order does not matter:
            they cannot be in one profile.
          </p>
          <ul className="text-fg-muted list-disc pl-5">
            {why.summaries.map((entry) => (
              <li key={entry.name}>
                <span className="text-fg font-mono">{entry.name}</span>: {entry.summary}
              </li>
            ))}
          </ul>
          <p className="text-fg-muted">
            Until one goes, the system message is shown for reference only (not deployable) and there is no
            profile YAML.
          </p>
        </div>
      ) : null}
      <div className="mt-2 flex flex-wrap gap-2" data-testid="conflict-fixes">
        {conflictFixes(modes, conflict).map((fix) => (
          <button
            key={fix.label}
            type="button"
            className={FIX_BUTTON}
            onClick={() => onFix(fix.modes, fix.status)}
          >
            {fix.label}
          </button>
        ))}
      </div>
    </div>
  );
}

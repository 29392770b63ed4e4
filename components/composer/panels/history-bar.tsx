"use client";

import type { ComposerAction, ComposerState } from "@/lib/composer/composer-state";

const BUTTON =
  "border-border-strong bg-bg hover:bg-bg-muted rounded-md border px-2.5 py-1 text-xs font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40 pointer-coarse:min-h-11 pointer-coarse:px-3.5";

/** Undo and redo, with what the last edit did in words. */
export function HistoryBar({
  state,
  edit,
}: {
  readonly state: ComposerState;
  readonly edit: (action: ComposerAction) => void;
}) {
  const canUndo = state.past.length > 0;
  const canRedo = state.future.length > 0;
  if (!canUndo && !canRedo) return null;
  return (
    <div
      className="border-border bg-bg-subtle flex flex-wrap items-center gap-2 rounded-md border px-3 py-1.5 text-xs lg:col-span-2"
      data-testid="history-bar"
    >
      <button
        type="button"
        className={BUTTON}
        aria-disabled={!canUndo || undefined}
        aria-keyshortcuts="Control+Z Meta+Z"
        onClick={() => canUndo && edit({ type: "undo" })}
      >
        Undo
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-disabled={!canRedo || undefined}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        onClick={() => canRedo && edit({ type: "redo" })}
      >
        Redo
      </button>
      <span className="text-fg-muted min-w-0 flex-1" aria-hidden="true" data-testid="history-status">
        {state.status}
      </span>
      <span className="text-fg-subtle hidden sm:inline">Ctrl+Z · ⌘Z</span>
    </div>
  );
}

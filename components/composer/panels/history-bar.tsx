"use client";

import type { ComposerAction, ComposerState } from "@/lib/composer/composer-state";

const BUTTON =
  "border-border-strong bg-bg hover:bg-bg-muted shrink-0 rounded-md border px-2.5 py-1 text-xs font-medium aria-disabled:cursor-not-allowed aria-disabled:opacity-40 pointer-coarse:min-h-11 pointer-coarse:px-3.5";

/**
 * Undo and redo, with what the last edit did in words, on the role picker's label line (right of
 * "Role"; composition-form.tsx). Laid over that line, not in the flow, so the first edit, which brings
 * the bar, moves nothing (it pushed the form and the message down 64 px). The line is 1.625rem tall, as
 * tall as the buttons; a touch screen's 44 px buttons reach up from its foot into the space above the
 * form (FORM_COLUMN keeps room there where the column clips).
 */
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
      className="absolute top-6.5 right-0 left-12 flex -translate-y-full items-center justify-end gap-2 text-xs"
      data-testid="history-bar"
    >
      <span
        className="text-fg-muted min-w-0 truncate"
        aria-hidden="true"
        title={state.status}
        data-testid="history-status"
      >
        {state.status}
      </span>
      <button
        type="button"
        className={BUTTON}
        aria-disabled={!canUndo || undefined}
        aria-keyshortcuts="Control+Z Meta+Z"
        title="Ctrl+Z or ⌘Z"
        onClick={() => canUndo && edit({ type: "undo" })}
      >
        Undo
      </button>
      <button
        type="button"
        className={BUTTON}
        aria-disabled={!canRedo || undefined}
        aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
        title="Ctrl+Shift+Z, ⌘⇧Z or Ctrl+Y"
        onClick={() => canRedo && edit({ type: "redo" })}
      >
        Redo
      </button>
    </div>
  );
}

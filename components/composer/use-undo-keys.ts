"use client";

import { useEffect } from "react";

import type { ComposerAction } from "@/lib/composer/composer-state";

const editable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

/** Ctrl+Z / ⌘Z undoes, with Shift (or Ctrl+Y) redoes; text fields keep their own undo. */
export function useUndoKeys(edit: (action: ComposerAction) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || editable(event.target)) return;
      const key = event.key.toLowerCase();
      const redo = (key === "z" && event.shiftKey) || (key === "y" && !event.shiftKey);
      if (key !== "z" && !redo) return;
      event.preventDefault();
      edit({ type: redo ? "redo" : "undo" });
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [edit]);
}

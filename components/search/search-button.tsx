"use client";

import { lazy, Suspense, useEffect, useRef, useState } from "react";

// The dialog, its ranking and its results load on first use, keeping every page's JavaScript small.
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** The header's search trigger: the button, "/" and Ctrl/⌘-K open the search dialog. */
export function SearchButton() {
  const [openCount, setOpenCount] = useState(0);
  const ready = useRef(false);
  // Keys typed while the dialog is still loading become its first query.
  const pending = useRef("");

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modified = event.altKey || event.metaKey || event.ctrlKey;
      if (((event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey)) || (event.key === "/" && !modified && !isTyping(event.target))) {
        event.preventDefault();
        setOpenCount((count) => count + 1);
      } else if (openCount > 0 && !ready.current && !modified && (event.key.length === 1 || event.key === "Backspace")) {
        event.preventDefault();
        pending.current = event.key === "Backspace" ? pending.current.slice(0, -1) : pending.current + event.key;
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [openCount]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpenCount((count) => count + 1)}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        data-js-only
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        className="inline-flex h-9 items-center gap-2 rounded-md border border-border px-2.5 text-sm text-fg-muted hover:bg-bg-muted hover:text-fg sm:w-52"
      >
        <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd className="ml-auto hidden rounded border border-border px-1.5 font-mono text-xs text-fg-subtle sm:inline">/</kbd>
      </button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <SearchDialog
            openCount={openCount}
            takePendingQuery={() => {
              ready.current = true;
              const query = pending.current;
              pending.current = "";
              return query;
            }}
          />
        </Suspense>
      )}
    </>
  );
}

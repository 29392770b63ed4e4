"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";

// The dialog, its ranking and its results load on first use, keeping every page's JavaScript small.
const loadDialog = () => import("./search-dialog");
const SearchDialog = lazy(() => loadDialog().then((module) => ({ default: module.SearchDialog })));

function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName))
  );
}

/** The header's search trigger: the button, "/" and Ctrl/⌘-K open the search dialog. */
export function SearchButton() {
  const [openCount, setOpenCount] = useState(0);
  // Keys typed while the dialog is still loading become its first query.
  const [pending, setPending] = useState("");
  // Refs, not state: keys arrive faster than React re-renders.
  const requested = useRef(false);
  const ready = useRef(false);
  const onReady = useCallback(() => {
    ready.current = true;
  }, []);
  const onClosed = useCallback(() => setPending(""), []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const modified = event.altKey || event.metaKey || event.ctrlKey;
      if (
        ((event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey)) ||
        (event.key === "/" && !modified && !isTyping(event.target))
      ) {
        event.preventDefault();
        requested.current = true;
        setOpenCount((count) => count + 1);
      } else if (
        requested.current &&
        !ready.current &&
        !modified &&
        (event.key.length === 1 || event.key === "Backspace")
      ) {
        event.preventDefault();
        const key = event.key;
        setPending((text) => (key === "Backspace" ? text.slice(0, -1) : text + key));
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <button
        type="button"
        onClick={() => {
          requested.current = true;
          setOpenCount((count) => count + 1);
        }}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        data-js-only
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        className="border-border text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm sm:w-52"
      >
        <svg
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd className="border-border text-fg-subtle ml-auto hidden rounded border px-1.5 font-mono text-xs sm:inline">
          /
        </kbd>
      </button>
      {openCount > 0 && (
        <Suspense fallback={null}>
          <SearchDialog openCount={openCount} pendingQuery={pending} onReady={onReady} onClosed={onClosed} />
        </Suspense>
      )}
    </>
  );
}

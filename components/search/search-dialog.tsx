"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

import { searchEntries } from "@/lib/site/search";

import { SearchResults } from "./search-results";
import { useSearchIndex } from "./use-search-index";

function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

/** Site search: "/" or Ctrl/⌘-K opens a dialog; a combobox filters roles, modes and emission models. */
export function SearchDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const [index, loadIndex] = useSearchIndex();
  const router = useRouter();
  const listId = useId();
  const results = index.status === "ready" ? searchEntries(index.entries, query, 50) : [];
  const activeEntry = results[Math.min(active, results.length - 1)];

  const open = () => {
    loadIndex();
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
  };
  const go = (href: string) => {
    dialogRef.current?.close();
    router.push(href);
  };

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const shortcut = (event.key === "k" || event.key === "K") && (event.metaKey || event.ctrlKey);
      if (shortcut || (event.key === "/" && !isTyping(event.target) && !event.altKey && !event.metaKey && !event.ctrlKey)) {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  });

  const onInputKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0 && results.length > 0) {
      event.preventDefault();
      setActive((current) => (Math.min(current, results.length - 1) + step + results.length) % results.length);
    } else if (event.key === "Enter" && activeEntry) {
      event.preventDefault();
      go(activeEntry.href);
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={open}
        onPointerEnter={loadIndex}
        data-js-only
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
      <dialog
        ref={dialogRef}
        aria-label="Search the catalog"
        onClose={() => {
          setQuery("");
          setActive(0);
        }}
        onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
        className="m-auto mt-[10vh] w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-bg p-0 text-fg shadow-2xl backdrop:bg-black/50"
      >
        <div className="flex items-center gap-2 border-b border-border px-3">
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" className="shrink-0 text-fg-subtle">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" />
          </svg>
          <input
            type="text"
            role="combobox"
            aria-label="Search roles, modes and emission models"
            aria-expanded={results.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeEntry ? `${listId}-${activeEntry.kind}-${activeEntry.name}` : undefined}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setActive(0);
            }}
            onKeyDown={onInputKey}
            placeholder="Search roles, modes, emission models…"
            autoComplete="off"
            spellCheck={false}
            className="h-12 min-w-0 flex-1 bg-transparent text-base outline-none placeholder:text-fg-subtle"
          />
          <kbd className="rounded border border-border px-1.5 py-0.5 font-mono text-xs text-fg-subtle">Esc</kbd>
        </div>
        <SearchResults listId={listId} state={index} query={query} results={results} active={activeEntry} onPick={go} onHover={(position) => setActive(position)} />
      </dialog>
    </>
  );
}

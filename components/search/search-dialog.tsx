"use client";

import { useRouter } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";

import { searchEntries } from "@/lib/site/search";

import { SearchResults } from "./search-results";
import { useSearchIndex } from "./use-search-index";

interface SearchDialogProps {
  /** Increases each time the user asks for search; every change opens the dialog. */
  readonly openCount: number;
  /** Text typed before the dialog had loaded; the query until the user edits it. */
  readonly pendingQuery: string;
  /** Called once the dialog is open and its input has focus. */
  readonly onReady: () => void;
  readonly onClosed: () => void;
}

/** The search dialog: a combobox over roles, modes and emission models, with arrow keys, Enter and Escape. */
export function SearchDialog({ openCount, pendingQuery, onReady, onClosed }: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const query = typed ?? pendingQuery;
  const [active, setActive] = useState(0);
  const [index, loadIndex] = useSearchIndex();
  const router = useRouter();
  const listId = useId();
  const results = index.status === "ready" ? searchEntries(index.entries, query, 50) : [];
  const activeEntry = results[Math.min(active, results.length - 1)];

  useEffect(() => {
    loadIndex();
    if (!dialogRef.current?.open) dialogRef.current?.showModal();
    onReady();
  }, [openCount, loadIndex, onReady]);

  const go = (href: string) => {
    dialogRef.current?.close();
    router.push(href);
  };

  const onInputKey = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const step = event.key === "ArrowDown" ? 1 : event.key === "ArrowUp" ? -1 : 0;
    if (step !== 0 && results.length > 0) {
      event.preventDefault();
      setActive(
        (current) => (Math.min(current, results.length - 1) + step + results.length) % results.length,
      );
    } else if (event.key === "Enter" && activeEntry) {
      event.preventDefault();
      go(activeEntry.href);
    }
  };

  return (
    <dialog
      ref={dialogRef}
      aria-label="Search the catalog"
      onClose={() => {
        setTyped(null);
        setActive(0);
        onClosed();
      }}
      onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
      className="border-border bg-bg text-fg m-auto mt-[10vh] w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="border-border flex items-center gap-2 border-b px-3">
        <svg
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
          className="text-fg-subtle shrink-0"
        >
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
          aria-activedescendant={
            activeEntry ? `${listId}-${activeEntry.kind}-${activeEntry.name}` : undefined
          }
          value={query}
          onChange={(event) => {
            setTyped(event.target.value);
            setActive(0);
          }}
          onKeyDown={onInputKey}
          placeholder="Search roles, modes, emission models…"
          autoComplete="off"
          spellCheck={false}
          className="placeholder:text-fg-subtle h-12 min-w-0 flex-1 bg-transparent text-base outline-none"
        />
        <kbd className="border-border text-fg-subtle rounded border px-1.5 py-0.5 font-mono text-xs">Esc</kbd>
      </div>
      <SearchResults
        listId={listId}
        state={index}
        query={query}
        results={results}
        active={activeEntry}
        onPick={go}
        onHover={(position) => setActive(position)}
      />
    </dialog>
  );
}

"use client";

import type { SearchEntry } from "@/lib/site/search";

import type { SearchIndexState } from "./use-search-index";

const KIND_LABEL = { role: "Role", mode: "Mode", emission: "Emission" } as const;

interface SearchResultsProps {
  readonly listId: string;
  readonly state: SearchIndexState;
  readonly query: string;
  readonly results: readonly SearchEntry[];
  readonly active: SearchEntry | undefined;
  readonly onPick: (href: string) => void;
  readonly onHover: (position: number) => void;
}

/** The listbox of search results, plus loading, error and empty states. */
export function SearchResults({ listId, state, query, results, active, onPick, onHover }: SearchResultsProps) {
  const message =
    state.status === "error"
      ? "The search index could not be loaded. Check your connection and reopen search."
      : state.status !== "ready"
        ? "Loading the search index…"
        : results.length === 0
          ? `Nothing matches “${query}”. Try a role’s task (“debug”), a mode (“slow”) or an output (“Finding”).`
          : null;
  return (
    <div className="max-h-[min(28rem,65vh)] overflow-y-auto p-2" tabIndex={0} role="region" aria-label="Results">
      <p role="status" className={message ? "px-3 py-6 text-center text-sm text-fg-muted" : "sr-only"}>
        {message ?? `${results.length} ${results.length === 1 ? "result" : "results"}`}
      </p>
      <ul id={listId} role="listbox" aria-label="Search results" className={results.length === 0 ? "hidden" : ""}>
        {results.map((entry, position) => {
          const selected = entry === active;
          return (
            <li
              key={`${entry.kind}-${entry.name}`}
              id={`${listId}-${entry.kind}-${entry.name}`}
              role="option"
              aria-selected={selected}
              onClick={() => onPick(entry.href)}
              onPointerMove={() => onHover(position)}
              ref={selected ? (node) => node?.scrollIntoView({ block: "nearest" }) : undefined}
              className={`flex cursor-pointer items-start gap-3 rounded-lg px-3 py-2 ${selected ? "bg-accent-soft" : ""}`}
            >
              <span className="mt-0.5 w-16 shrink-0 text-xs font-medium text-fg-muted">{KIND_LABEL[entry.kind]}</span>
              <span className="min-w-0">
                <span className={`block font-medium ${selected ? "text-accent" : ""}`}>
                  {entry.title}
                  {entry.title !== entry.name && <span className="ml-2 font-mono text-xs font-normal text-fg-muted">{entry.name}</span>}
                </span>
                <span className="line-clamp-2 block text-sm text-fg-muted">{entry.summary}</span>
              </span>
            </li>
          );
        })}
      </ul>
      <p className="hidden border-t border-border px-3 pt-2 text-xs text-fg-subtle sm:block" aria-hidden="true">
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </div>
  );
}

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
export function SearchResults({
  listId,
  state,
  query,
  results,
  active,
  onPick,
  onHover,
}: SearchResultsProps) {
  const message =
    state.status === "error"
      ? "The search index could not be loaded. Check your connection and reopen search."
      : state.status !== "ready"
        ? "Loading the search index…"
        : results.length === 0
          ? `Nothing matches “${query}”. Try a role’s task (“debug”), a mode (“slow”) or an output (“Finding”).`
          : null;
  return (
    <>
      <div
        className="max-h-[min(28rem,60vh)] overflow-y-auto p-2"
        tabIndex={0}
        role="region"
        aria-label="Results"
      >
        <p role="status" className={message ? "text-fg-muted px-3 py-6 text-center text-sm" : "sr-only"}>
          {message ?? `${results.length} ${results.length === 1 ? "result" : "results"}`}
        </p>
        <ul
          id={listId}
          role="listbox"
          aria-label="Search results"
          className={results.length === 0 ? "hidden" : ""}
        >
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
                className={`flex cursor-pointer flex-col gap-x-3 rounded-lg px-3 py-2 sm:flex-row sm:items-start ${selected ? "bg-accent-soft" : ""}`}
              >
                <span className="text-fg-muted shrink-0 text-xs font-medium sm:mt-0.5 sm:w-16">
                  {KIND_LABEL[entry.kind]}
                </span>
                <span className="min-w-0">
                  <span className={`block font-medium ${selected ? "text-accent" : ""}`}>
                    {entry.title}
                    {entry.title !== entry.name && (
                      <span className="text-fg-muted ml-2 font-mono text-xs font-normal">{entry.name}</span>
                    )}
                  </span>
                  <span className="text-fg-muted line-clamp-2 text-sm">{entry.summary}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
      <p
        className="border-border text-fg-subtle hidden border-t px-5 py-2 text-xs sm:block"
        aria-hidden="true"
      >
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </>
  );
}

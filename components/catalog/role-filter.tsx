"use client";

import { useEffect, useRef, useSyncExternalStore } from "react";

import {
  EMPTY_FILTER,
  isFiltering,
  matchesRoleFilter,
  readRoleFilter,
  writeRoleFilter,
  type RoleFilterState,
} from "@/lib/site/role-filter";

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener("popstate", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("popstate", listener);
  };
};
const getSearch = () => window.location.search;

function update(state: RoleFilterState) {
  const query = writeRoleFilter(window.location.search, state);
  window.history.replaceState(
    window.history.state,
    "",
    `${window.location.pathname}${query}${window.location.hash}`,
  );
  listeners.forEach((listener) => listener());
}

interface RoleFilterProps {
  readonly models: readonly string[];
  readonly total: number;
  /** The server-rendered cards (each with data-role-card); all stay visible without JavaScript. The text query matches what a card shows. */
  readonly children: React.ReactNode;
}

/** Instant filter over the role cards by text, emission model and effort; state lives in the URL. */
export function RoleFilter({ models, total, children }: RoleFilterProps) {
  const search = useSyncExternalStore(subscribe, getSearch, () => "");
  const state = search ? readRoleFilter(search) : EMPTY_FILTER;
  const { query, emits, effort } = state;
  const listRef = useRef<HTMLDivElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);
  const emptyRef = useRef<HTMLParagraphElement>(null);

  // The cards are server-rendered; showing and hiding them is a DOM sync, not React state.
  useEffect(() => {
    let shown = 0;
    for (const card of listRef.current?.querySelectorAll<HTMLElement>("[data-role-card]") ?? []) {
      const visible = matchesRoleFilter(
        {
          text: (card.textContent ?? "").toLowerCase(),
          emits: (card.dataset["emits"] ?? "").split(" "),
          effort: card.dataset["effort"] ?? "",
        },
        { query, emits, effort },
      );
      card.hidden = !visible;
      if (visible) shown += 1;
    }
    if (countRef.current)
      countRef.current.textContent =
        shown === total ? `Showing all ${total} roles` : `Showing ${shown} of ${total} roles`;
    if (emptyRef.current) emptyRef.current.hidden = shown > 0;
  }, [query, emits, effort, total]);

  const field = "h-9 rounded-md border border-border bg-bg px-3 text-sm text-fg hover:border-border-strong";
  return (
    <div ref={listRef}>
      <div
        role="search"
        aria-label="Filter roles"
        data-js-only
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
      >
        <input
          type="search"
          value={state.query}
          onChange={(event) => update({ ...state, query: event.target.value })}
          placeholder="Filter by name, task or output…"
          aria-label="Filter roles by text"
          className={`${field} min-w-0 sm:w-72`}
        />
        <select
          value={state.emits}
          onChange={(event) => update({ ...state, emits: event.target.value })}
          aria-label="Emission model"
          className={field}
        >
          <option value="">Any emission model</option>
          {models.map((model) => (
            <option key={model} value={model}>
              Emits {model}
            </option>
          ))}
        </select>
        <select
          value={state.effort}
          onChange={(event) => update({ ...state, effort: event.target.value })}
          aria-label="Effort"
          className={field}
        >
          <option value="">Any effort</option>
          <option value="high">High effort</option>
          <option value="medium">Medium effort</option>
          <option value="low">Low effort</option>
        </select>
        {isFiltering(state) && (
          <button
            type="button"
            onClick={() => update(EMPTY_FILTER)}
            className="text-accent hover:bg-accent-soft h-9 rounded-md px-3 text-sm font-medium"
          >
            Clear filters
          </button>
        )}
      </div>
      <p ref={countRef} role="status" className="text-fg-subtle mb-3 text-sm">
        Showing all {total} roles
      </p>
      <p
        ref={emptyRef}
        hidden
        className="border-border text-fg-muted rounded-lg border border-dashed p-6 text-center"
      >
        No role matches these filters. Try fewer words, or clear the emission and effort filters.
      </p>
      {children}
    </div>
  );
}

interface RoleFilterProps {
  readonly models: readonly string[];
  readonly total: number;
  /** The server-rendered cards (each with data-role-card); all stay visible without JavaScript. The text query matches what a card shows. */
  readonly children: React.ReactNode;
}

const FIELD = "h-9 rounded-md border border-border bg-bg px-3 text-sm text-fg hover:border-border-strong";

/**
 * An instant filter over the role cards by text, emission model and effort, kept in the URL.
 * Server-rendered controls; `role-filter.island.ts` beside it does the filtering. Without JavaScript the
 * controls are hidden and every card shows.
 */
export function RoleFilter({ models, total, children }: RoleFilterProps) {
  return (
    <div data-island="role-filter" data-role-filter>
      <div
        role="search"
        aria-label="Filter roles"
        data-js-only
        className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center"
      >
        <input
          type="search"
          data-filter="query"
          placeholder="Filter by name, task or output…"
          aria-label="Filter roles by text"
          className={`${FIELD} min-w-0 sm:w-72`}
        />
        <select data-filter="emits" aria-label="Emission model" className={FIELD} defaultValue="">
          <option value="">Any emission model</option>
          {models.map((model) => (
            <option key={model} value={model}>
              Emits {model}
            </option>
          ))}
        </select>
        <select data-filter="effort" aria-label="Effort" className={FIELD} defaultValue="">
          <option value="">Any effort</option>
          <option value="high">High effort</option>
          <option value="medium">Medium effort</option>
          <option value="low">Low effort</option>
        </select>
        <button
          type="button"
          data-filter-clear
          hidden
          className="text-accent hover:bg-accent-soft h-9 rounded-md px-3 text-sm font-medium"
        >
          Clear filters
        </button>
      </div>
      <p data-filter-count role="status" className="text-fg-subtle mb-3 text-sm">
        Showing all {total} roles
      </p>
      <p
        data-filter-empty
        hidden
        className="border-border text-fg-muted rounded-lg border border-dashed p-6 text-center"
      >
        No role matches these filters. Try fewer words, or clear the emission and effort filters.
      </p>
      {children}
    </div>
  );
}

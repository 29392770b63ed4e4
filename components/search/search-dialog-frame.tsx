import { LineIcon } from "@/components/site/line-icon";

import { SEARCH_LIST_ID, SEARCH_STATUS_SHOWN } from "./search-dialog-markup";

/**
 * The search dialog's markup, closed, on every page (the layout renders it after the footer): with it in the
 * page, the first open shows the dialog at once, its input focused and "Loading search…" in its status, while
 * search.site-island.ts loads the dialog's code (search-dialog.browser.ts), which then brings it to life. In
 * HTML rather than in the catalog module, whose bytes every page and the composer pay for before anyone
 * searches. ✕ is a `method="dialog"` form's button, so it closes the dialog before that code has come.
 */
export function SearchDialogFrame() {
  return (
    <dialog
      data-search-dialog
      aria-label="Search the catalog"
      className="border-border bg-bg text-fg m-auto mt-[10vh] w-[min(40rem,calc(100vw-1.5rem))] rounded-xl border p-0 shadow-2xl backdrop:bg-black/50"
    >
      <div className="border-border flex items-center gap-2 border-b px-3">
        <LineIcon size={18} className="text-fg-subtle shrink-0">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </LineIcon>
        <input
          type="text"
          role="combobox"
          aria-label="Search roles, modes and emission models"
          aria-expanded="false"
          aria-controls={SEARCH_LIST_ID}
          aria-autocomplete="list"
          placeholder="Search roles, modes, emission models…"
          data-testid="search-input"
          autoComplete="off"
          spellCheck={false}
          className="placeholder:text-fg-subtle h-12 min-w-0 flex-1 bg-transparent text-base outline-none"
        />
        {/* Closes the dialog where there is no Esc key: labelled, in the tab order, 44 px on touch screens. */}
        <form method="dialog" className="contents">
          <button
            type="submit"
            aria-label="Close search"
            className="text-fg-subtle hover:text-fg px-1.5 text-lg pointer-coarse:min-h-11 pointer-coarse:min-w-11"
          >
            ✕
          </button>
        </form>
      </div>
      <div
        className="max-h-[min(28rem,60vh)] min-h-24 overflow-y-auto p-2"
        tabIndex={0}
        role="region"
        aria-label="Results"
      >
        <p role="status" className={SEARCH_STATUS_SHOWN}>
          <span className="search-spinner" aria-hidden="true" data-testid="search-loading" />
          Loading search…
        </p>
        <div id={SEARCH_LIST_ID} role="listbox" aria-label="Search results" className="hidden" />
      </div>
      {/* Keyboard hints only where there is a keyboard and a fine pointer, not on touch screens. */}
      <p
        aria-hidden="true"
        className="border-border text-fg-subtle hidden border-t px-5 py-2 text-xs pointer-fine:sm:block"
      >
        ↑ ↓ to move · Enter to open · Esc to close
      </p>
    </dialog>
  );
}

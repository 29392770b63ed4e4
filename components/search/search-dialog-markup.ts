// What the search dialog's server markup (search-dialog-frame.tsx) and its code (search-dialog.browser.ts)
// share. The catalog module finds the dialog by its `data-search-dialog` alone (search.site-island.ts), and
// imports nothing of this, which would be a chunk of its own on every page.

/** The listbox's id, which the input's aria-controls names; each option's id starts with it. */
export const SEARCH_LIST_ID = "site-search-results";

/** The status line's look while it has something to say (otherwise it is for screen readers only). */
export const SEARCH_STATUS_SHOWN =
  "text-fg-muted flex items-center justify-center gap-2 px-3 py-6 text-center text-sm";

import { LineIcon } from "@/components/site/line-icon";

/**
 * The header's search trigger. Server-rendered; `search.site-island.ts` beside it opens the dialog on click, "/" and
 * Ctrl/⌘-K. Hidden without JavaScript, where it could do nothing.
 */
export function SearchButton() {
  return (
    <button
      type="button"
      data-island="search"
      data-search-trigger
      data-js-only
      aria-haspopup="dialog"
      aria-keyshortcuts="/ Control+K Meta+K"
      className="border-border text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm sm:w-52"
    >
      <LineIcon>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" />
      </LineIcon>
      <span className="sr-only sm:not-sr-only">Search</span>
      <kbd className="border-border text-fg-subtle ml-auto hidden rounded border px-1.5 font-mono text-xs sm:inline">
        /
      </kbd>
    </button>
  );
}

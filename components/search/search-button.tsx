import { LineIcon } from "@/components/site/line-icon";
import { A_Z_HREF } from "@/lib/site/browser/search";

const TRIGGER =
  "border-border text-fg-muted hover:bg-bg-muted hover:text-fg inline-flex h-9 items-center gap-2 rounded-md border px-2.5 text-sm sm:w-52 lg:w-auto";

function Magnifier() {
  return (
    <LineIcon>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </LineIcon>
  );
}

/**
 * The header's search trigger. Server-rendered; `search.site-island.ts` beside it opens the dialog on click, "/" and
 * Ctrl/⌘-K. Without JavaScript it is a link to the A–Z index of everything search finds, where the browser's find
 * in page searches. On wide screens it is compact (the header's links need the room): the "/" hint shows from
 * `sm` to `lg`, and the shortcuts are in its title.
 */
export function SearchButton() {
  return (
    <>
      <button
        type="button"
        data-island="search"
        data-search-trigger
        data-js-only
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        title="Search (/ or Ctrl+K)"
        className={TRIGGER}
      >
        <Magnifier />
        <span className="sr-only sm:not-sr-only">Search</span>
        <kbd className="border-border text-fg-subtle ml-auto hidden rounded border px-1.5 font-mono text-xs sm:inline lg:hidden">
          /
        </kbd>
      </button>
      <noscript>
        <a href={A_Z_HREF} className={TRIGGER}>
          <Magnifier />
          <span className="sr-only sm:not-sr-only">Search</span>
          <span className="text-fg-subtle ml-auto hidden text-xs sm:inline lg:hidden">A–Z</span>
        </a>
      </noscript>
    </>
  );
}

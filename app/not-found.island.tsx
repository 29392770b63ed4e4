// On the 404 page: a URL that names a page in the wrong case (/emissions/finding) goes to it;
// otherwise "Did you mean …?" lists the catalog entries closest to the missing URL, of any kind
// (a directory role asked for under /roles/ is pointed to /directory-roles/).
import { withBasePath, withoutBasePath } from "@/lib/base-path";
import { entryForMiscasedPath, suggestForPath } from "@/lib/site/browser/path-suggest";
import { SEARCH_KIND_LABEL, type SearchName } from "@/lib/site/browser/search";

import { domNode } from "@/islands/dom-jsx/jsx-runtime";
import { siteSearchEntries } from "@/components/search/search-index.browser";

function SuggestionList({ suggestions }: { suggestions: readonly SearchName[] }) {
  return (
    <div className="border-border mt-8 rounded-lg border p-4 text-left">
      <p className="text-fg-muted text-sm font-medium">Did you mean</p>
      <ul className="mt-2 space-y-1">
        {suggestions.map((entry) => (
          <li key={entry.href} className="flex flex-wrap items-baseline gap-x-2">
            <span className="text-fg-muted text-xs">{SEARCH_KIND_LABEL[entry.kind]}</span>
            <a
              href={withBasePath(entry.href)}
              className="text-accent decoration-accent/40 hover:decoration-accent font-medium underline"
            >
              {entry.title}
            </a>
            <span className="text-fg-subtle font-mono text-xs break-all">{entry.href}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function start(): void {
  const slot = document.querySelector<HTMLElement>("[data-not-found-suggestions]");
  if (!slot) return;
  siteSearchEntries.names().then(
    (entries) => {
      const { search, hash } = window.location;
      const pathname = withoutBasePath(window.location.pathname);
      const target = entryForMiscasedPath(pathname, entries);
      if (target) {
        slot.replaceChildren(
          domNode(
            <p className="mt-8">
              Names are case-sensitive: going to{" "}
              <a href={withBasePath(target.href)} className="text-accent font-mono underline">
                {target.href}
              </a>
              …
            </p>,
          ),
        );
        window.location.replace(`${withBasePath(target.href)}${search}${hash}`);
        return;
      }
      const suggestions = suggestForPath(pathname, entries);
      if (suggestions.length > 0) slot.replaceChildren(domNode(<SuggestionList suggestions={suggestions} />));
    },
    // Without the index there is nothing to suggest; the page's own links still help.
    () => undefined,
  );
}

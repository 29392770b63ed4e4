// Loads, once per page, what search needs: Pagefind's runtime (/pagefind/pagefind.js, which fetches
// only the index chunks a query needs) and the entries the results show — one small file per result
// (`/search-index/<page id>.json`), the first few for an empty query, every name (no summaries) for
// the typo fallback and the 404 page. A failed load is tried again on the next call.
import {
  parseSearchIndex,
  parseSearchNames,
  SEARCH_FIRST_FILE,
  SEARCH_NAMES_FILE,
  searchEntryFile,
  type PagefindEngine,
  type SearchEntries,
  type SearchEntry,
} from "@/lib/site/browser/search";
import { withBasePath } from "@/lib/base-path";

import { loadOnce } from "@/islands/dom";

/** A site file's JSON, checked before use: it crosses the network, so it is not trusted by its type. */
function fetchChecked<T>(file: string, parse: (data: unknown) => T | null | undefined): Promise<T> {
  return fetch(withBasePath(file))
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
    .then((data: unknown) => parse(data) ?? Promise.reject(new Error(`malformed ${file}`)));
}

const byPageId = new Map<string, () => Promise<SearchEntry>>();

/** The site's entries for searchCatalog, each file fetched once. */
export const siteSearchEntries: SearchEntries = {
  first: loadOnce(() => fetchChecked(SEARCH_FIRST_FILE, parseSearchIndex)),
  names: loadOnce(() => fetchChecked(SEARCH_NAMES_FILE, parseSearchNames)),
  byPageId(pageId) {
    // Page ids are Pagefind's file names (`en_4d242a0`); anything else is not ours to fetch.
    if (!/^[\w-]+$/.test(pageId)) return Promise.resolve(undefined);
    let load = byPageId.get(pageId);
    if (!load) {
      load = loadOnce(() => fetchChecked(searchEntryFile(pageId), (data) => parseSearchIndex([data])?.[0]));
      byPageId.set(pageId, load);
    }
    return load();
  },
};

interface PagefindModule extends PagefindEngine {
  init(): Promise<void>;
}

function isPagefindModule(value: unknown): value is PagefindModule {
  return (
    typeof value === "object" &&
    value !== null &&
    "search" in value &&
    typeof value.search === "function" &&
    "init" in value &&
    typeof value.init === "function"
  );
}

export const loadSearchEngine = loadOnce(async (): Promise<PagefindEngine> => {
  // A runtime URL, not a bundled module: Pagefind's runtime is generated with the index.
  const runtime: unknown = await import(withBasePath("/pagefind/pagefind.js"));
  if (!isPagefindModule(runtime)) throw new Error("malformed Pagefind runtime");
  await runtime.init();
  return runtime;
});

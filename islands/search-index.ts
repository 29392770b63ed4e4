// Loads, once per page, what search needs: Pagefind's runtime (/pagefind/pagefind.js, which fetches
// only the index chunks a query needs) and the entries the results show — one small file per result
// (`/search-index/<page id>.json`), the first few for an empty query, every name (no summaries) for
// the typo fallback and the 404 page. A failed load can be retried.
import {
  parseSearchIndex,
  parseSearchNames,
  SEARCH_FIRST_FILE,
  SEARCH_INDEX_FILE,
  SEARCH_NAMES_FILE,
  SEARCH_RESULT_LIMIT,
  searchEntryFile,
  type PagefindEngine,
  type SearchEntries,
  type SearchEntry,
  type SearchName,
} from "@/lib/site/browser/search";
import { withBasePath } from "@/lib/base-path";

function retryable<T>(load: () => Promise<T>, reset: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    reset();
    throw error;
  });
}

function fetchJson(file: string): Promise<unknown> {
  return fetch(withBasePath(file)).then((response) =>
    response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
  );
}

/** Checks what came over the network before use: it is not trusted by its type. */
function checked<T>(file: string, value: T | null | undefined): T | Promise<never> {
  return value ?? Promise.reject(new Error(`malformed ${file}`));
}

const fetchEntries = (file: string): Promise<SearchEntry[]> =>
  fetchJson(file).then((data) => checked(file, parseSearchIndex(data)));

let entries: Promise<SearchEntry[]> | undefined;
let first: Promise<SearchEntry[]> | undefined;
let names: Promise<SearchName[]> | undefined;
const byPageId = new Map<string, Promise<SearchEntry | undefined>>();

/** Every entry (/search-index.json): for a result whose entry has no file of its own. */
function loadSearchIndex(): Promise<SearchEntry[]> {
  entries ??= retryable(
    () => fetchEntries(SEARCH_INDEX_FILE),
    () => (entries = undefined),
  );
  return entries;
}

/** The site's entries for searchCatalog, each file fetched once. */
export const siteSearchEntries: SearchEntries = {
  first(limit) {
    first ??= retryable(
      () => fetchEntries(SEARCH_FIRST_FILE),
      () => (first = undefined),
    );
    return limit <= SEARCH_RESULT_LIMIT
      ? first.then((list) => list.slice(0, limit))
      : loadSearchIndex().then((list) => list.slice(0, limit));
  },
  byPageId(pageId) {
    // Page ids are Pagefind's file names (`en_4d242a0`); anything else is not ours to fetch.
    if (!/^[\w-]+$/.test(pageId)) return Promise.resolve(undefined);
    let entry = byPageId.get(pageId);
    if (!entry) {
      entry = retryable(
        () => {
          const file = searchEntryFile(pageId);
          return fetchJson(file).then((data) => checked(file, parseSearchIndex([data])?.[0]));
        },
        () => byPageId.delete(pageId),
      );
      byPageId.set(pageId, entry);
    }
    return entry;
  },
  names() {
    names ??= retryable(
      () => fetchJson(SEARCH_NAMES_FILE).then((data) => checked(SEARCH_NAMES_FILE, parseSearchNames(data))),
      () => (names = undefined),
    );
    return names;
  },
  all: loadSearchIndex,
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

let engine: Promise<PagefindEngine> | undefined;

export function loadSearchEngine(): Promise<PagefindEngine> {
  engine ??= retryable(
    async () => {
      // A runtime URL, not a bundled module: Pagefind's runtime is generated with the index.
      const runtime: unknown = await import(withBasePath("/pagefind/pagefind.js"));
      if (!isPagefindModule(runtime)) throw new Error("malformed Pagefind runtime");
      await runtime.init();
      return runtime;
    },
    () => (engine = undefined),
  );
  return engine;
}

// Loads, once per page, what search needs: the catalog's names (/search-index.json, for the typo
// fallback and the 404 page) and Pagefind's runtime (/pagefind/pagefind.js, which fetches only the
// index chunks a query needs). A failed load can be retried.
import { parseSearchIndex, type PagefindEngine, type SearchEntry } from "@/lib/site/search";
import { withBasePath } from "@/lib/base-path";

let entries: Promise<SearchEntry[]> | undefined;
let engine: Promise<PagefindEngine> | undefined;

function retryable<T>(load: () => Promise<T>, reset: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    reset();
    throw error;
  });
}

export function loadSearchIndex(): Promise<SearchEntry[]> {
  entries ??= retryable(
    () =>
      fetch(withBasePath("/search-index.json"))
        .then((response) =>
          response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
        )
        .then(
          (data: unknown) => parseSearchIndex(data) ?? Promise.reject(new Error("malformed search index")),
        ),
    () => (entries = undefined),
  );
  return entries;
}

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

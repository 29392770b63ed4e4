// Fetches /search-index.json (built at build time) once per page; a failed load can be retried.
import { withBasePath } from "@/lib/base-path";
import { parseSearchIndex, type SearchEntry } from "@/lib/site/search";

let cached: Promise<SearchEntry[]> | undefined;

export function loadSearchIndex(): Promise<SearchEntry[]> {
  cached ??= fetch(withBasePath("/search-index.json"))
    .then((response) =>
      response.ok ? response.json() : Promise.reject(new Error(`HTTP ${response.status}`)),
    )
    .then((data: unknown) => parseSearchIndex(data) ?? Promise.reject(new Error("malformed search index")))
    .catch((error: unknown) => {
      cached = undefined;
      throw error;
    });
  return cached;
}

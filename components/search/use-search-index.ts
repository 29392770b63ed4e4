"use client";

import { useCallback, useState } from "react";

import { parseSearchIndex, type SearchEntry } from "@/lib/site/search";

export type SearchIndexState =
  | { readonly status: "idle" | "loading" | "error" }
  | { readonly status: "ready"; readonly entries: readonly SearchEntry[] };

let cached: Promise<SearchEntry[]> | undefined;

function fetchIndex(): Promise<SearchEntry[]> {
  cached ??= fetch("/search-index.json")
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

/** Loads /search-index.json (built at build time) on first use; `load` is safe to call repeatedly. */
export function useSearchIndex(): [SearchIndexState, () => void] {
  const [state, setState] = useState<SearchIndexState>({ status: "idle" });
  const load = useCallback(() => {
    setState((current) =>
      current.status === "ready" || current.status === "loading" ? current : { status: "loading" },
    );
    fetchIndex().then(
      (entries) => setState({ status: "ready", entries }),
      () => setState({ status: "error" }),
    );
  }, []);
  return [state, load];
}

"use client";

import { useCallback, useEffect, useState } from "react";

import {
  formatCompareQuery,
  parseCompareQuery,
  type CompareNames,
  type CompareQuery,
  type ParsedCompareQuery,
} from "@/lib/compare-page/compare-query";

/** The comparison held in the URL: read on load and on back/forward, written (replaceState) on every edit. */
export function useCompareUrl(
  known: CompareNames,
): readonly [ParsedCompareQuery, (query: CompareQuery) => void] {
  const read = useCallback(
    () => parseCompareQuery(new URLSearchParams(window.location.search), known),
    [known],
  );
  const [state, setState] = useState(read);
  useEffect(() => {
    const onPop = () => setState(read());
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [read]);
  const update = useCallback((query: CompareQuery) => {
    window.history.replaceState(null, "", `${window.location.pathname}${formatCompareQuery(query)}`);
    setState({ query, problems: [] });
  }, []);
  return [state, update] as const;
}

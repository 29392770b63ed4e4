"use client";

import { useCallback, useEffect, useState } from "react";

import {
  formatCompareQuery,
  parseCompareQuery,
  type CompareNames,
  type CompareQuery,
  type ParsedCompareQuery,
} from "@/lib/compare-page/compare-query";

/**
 * The comparison held in the URL: read on load, on back/forward and whenever the names it is read
 * against change (the directory roles joined, or failed to load: a side pending on them is read again),
 * written (replaceState) on every edit, so that reading it again keeps what the reader chose.
 */
export function useCompareUrl(
  known: CompareNames,
): readonly [ParsedCompareQuery, (query: CompareQuery) => void] {
  const read = useCallback(
    () => parseCompareQuery(new URLSearchParams(window.location.search), known),
    [known],
  );
  const [state, setState] = useState(read);
  const [readWith, setReadWith] = useState(known);
  if (readWith !== known) {
    setReadWith(known);
    setState(read());
  }
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

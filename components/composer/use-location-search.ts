"use client";

import { useMemo, useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("popstate", onChange);
  return () => window.removeEventListener("popstate", onChange);
};
const snapshot = () => window.location.search;

/**
 * The page's query string, re-read on back/forward navigation. The composer's own in-place rewrites
 * (history.replaceState) do not notify: they are echoes of state it already has.
 */
export function useLocationSearch(): URLSearchParams {
  const search = useSyncExternalStore(subscribe, snapshot, () => "");
  return useMemo(() => new URLSearchParams(search), [search]);
}

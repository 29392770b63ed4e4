"use client";

import { useEffect, useSyncExternalStore } from "react";

import { IDLE, type FetchCache, type FetchState } from "@/lib/composer/fetch-cache";

/** A cached file's state for `key` (null: nothing wanted), fetching it when first wanted. */
export function useFetched<T>(cache: FetchCache<T>, key: string | null): FetchState<T> {
  const state = useSyncExternalStore(
    cache.subscribe,
    () => (key === null ? IDLE : cache.read(key)),
    () => IDLE,
  );
  useEffect(() => {
    if (key !== null) cache.load(key);
  }, [cache, key]);
  return state;
}

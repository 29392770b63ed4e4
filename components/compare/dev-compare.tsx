"use client";

import { Suspense, useSyncExternalStore } from "react";

import { Compare } from "./compare";
import { CompareSkeleton } from "./compare-skeleton";

const noop = () => () => {};

/** `npm run dev` only: Next's dev server hydrates the page, so the comparison renders in its tree. */
export function DevCompare() {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!hydrated) return <CompareSkeleton />;
  return (
    <Suspense fallback={<CompareSkeleton />}>
      <Compare />
    </Suspense>
  );
}

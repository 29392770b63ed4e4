"use client";

import { Suspense, useSyncExternalStore } from "react";

import { Composer } from "./composer";
import { ComposerSkeleton } from "./composer-skeleton";

const noop = () => () => {};

/**
 * `npm run dev` only: Next's dev server hydrates every page, so the composer renders inside that tree
 * instead of being mounted by islands/composer.tsx (the production build ships no Next runtime).
 * The skeleton is the server render; the composer starts after hydration.
 */
export function DevComposer() {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  if (!hydrated) return <ComposerSkeleton />;
  return (
    <Suspense fallback={<ComposerSkeleton />}>
      <Composer />
    </Suspense>
  );
}

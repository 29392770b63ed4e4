"use client";

import { Suspense, useSyncExternalStore, type ReactNode } from "react";

const noop = () => () => {};

/**
 * `npm run dev` only: Next's dev server hydrates every page, so a React island (the composer, compare,
 * the pack lab) renders inside that tree instead of being mounted by islands/mount.tsx (the production
 * build ships no Next runtime). `skeleton` is the server render; the island starts after hydration.
 */
export function DevIsland({
  skeleton,
  children,
}: {
  readonly skeleton: ReactNode;
  readonly children: ReactNode;
}) {
  const hydrated = useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
  return hydrated ? <Suspense fallback={skeleton}>{children}</Suspense> : skeleton;
}

"use client";

import { lazy, Suspense } from "react";

// Loaded only when the 404 page renders: the root not-found boundary is part of every page's bundle.
const Suggestions = lazy(() =>
  import("./not-found-suggestions").then((module) => ({ default: module.NotFoundSuggestions })),
);

export function NotFoundHint() {
  return (
    <Suspense fallback={null}>
      <Suggestions />
    </Suspense>
  );
}

// The /compare page's island: mounts the React comparison over its prerendered skeleton.
import { Suspense } from "react";

import { Compare } from "@/components/compare/compare";
import { CompareSkeleton } from "@/components/compare/compare-skeleton";

import { mountIsland } from "./mount";

mountIsland("[data-compare-root]", () => (
  <Suspense fallback={<CompareSkeleton />}>
    <Compare />
  </Suspense>
));

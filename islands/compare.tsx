// The /compare page's island: mounts the React comparison over its prerendered skeleton.
import { startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";

import { Compare } from "@/components/compare/compare";
import { CompareSkeleton } from "@/components/compare/compare-skeleton";

const container = document.querySelector<HTMLElement>("[data-compare-root]");
if (container) {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <Suspense fallback={<CompareSkeleton />}>
          <Compare />
        </Suspense>
      </StrictMode>,
    );
  });
}

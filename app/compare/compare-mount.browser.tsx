import { startTransition, StrictMode, Suspense } from "react";
import { createRoot } from "react-dom/client";

import { Compare } from "@/components/compare/compare";
import { CompareSkeleton } from "@/components/compare/compare-skeleton";

import { mountIsland } from "@/islands/mount";

/** Mounts the comparison over the prerendered skeleton (a link with a query). */
export function mountCompare(): void {
  mountIsland("[data-compare-root]", () => (
    <Suspense fallback={<CompareSkeleton />}>
      <Compare />
    </Suspense>
  ));
}

const FOCUSABLE = "a[href], button, select, input, textarea, [tabindex]";

/**
 * Replaces the build's comparison with React's once React has drawn the same one out of sight, so the
 * reader sees no loading state; the control that had focus keeps it (the markup is the same, so it is
 * the same control by position).
 */
export function takeOverCompare(root: HTMLElement, prerendered: HTMLElement): void {
  const container = document.createElement("div");
  container.hidden = true;
  root.append(container);
  const ready = () => {
    if (!container.hidden) return;
    const focused = [...prerendered.querySelectorAll(FOCUSABLE)].findIndex(
      (element) => element === document.activeElement,
    );
    prerendered.remove();
    container.hidden = false;
    if (focused >= 0) container.querySelectorAll<HTMLElement>(FOCUSABLE)[focused]?.focus();
  };
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Suspense fallback={null}>
          <Compare onReady={ready} />
        </Suspense>
      </StrictMode>,
    );
  });
}

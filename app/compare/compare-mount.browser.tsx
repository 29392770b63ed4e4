import { startTransition, StrictMode, Suspense } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { Compare } from "@/components/compare/compare";
import { CompareSkeleton } from "@/components/compare/compare-skeleton";

import { mountIsland } from "@/islands/mount";

import { twinSelector, type EarlyAction } from "./early-actions";

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
 * the same control by position), and what the reader chose or pressed meanwhile is done again on React's.
 */
export function takeOverCompare(
  root: HTMLElement,
  prerendered: HTMLElement,
  early: readonly EarlyAction[],
): void {
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
    // After React's effects have run (this is called from one), so each replayed action is drawn at once.
    if (early.length > 0) setTimeout(() => replay(container, early), 0);
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

/** Does each early action again on its twin in React's markup, each drawn before the next is found. */
function replay(container: HTMLElement, early: readonly EarlyAction[]): void {
  for (const { control, value } of early) {
    const selector = twinSelector(control);
    const twin = selector === null ? null : container.querySelector(selector);
    if (twin instanceof HTMLSelectElement && value !== null) {
      flushSync(() => {
        twin.value = value;
        twin.dispatchEvent(new Event("change", { bubbles: true }));
      });
    } else if (twin instanceof HTMLButtonElement && value === null) {
      flushSync(() => twin.click());
    }
  }
}

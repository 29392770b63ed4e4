// The composer's React side, loaded by composer.react-island.tsx: renders the composer out of sight and
// puts it in place of the build's empty composer once it has drawn, carrying over what the reader did
// meanwhile (the focused control, text typed in the role box, an opened import disclosure).
import { startTransition, StrictMode, Suspense, useLayoutEffect } from "react";
import { createRoot } from "react-dom/client";

import { Composer } from "@/components/composer/composer";
import { keepPageIntro } from "@/components/composer/empty-state";
import { loadComposed, loadParts } from "@/components/composer/load-panels";
import { loadComposerData } from "@/components/composer/use-composer-data";

/** Calls `onReady` when it commits: beside the composer in one Suspense boundary, once the composer has drawn. */
function Ready({ onReady }: { readonly onReady: () => void }) {
  useLayoutEffect(onReady, [onReady]);
  return null;
}

const FOCUSABLE = "a[href], button, summary, input, textarea, select, [tabindex]";

/** Puts `next` in place of `prerendered`, with the reader's focus, typing and open disclosure. */
function takeOver(prerendered: Element, next: HTMLElement): void {
  const focusables = (within: Element) => [...within.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const focused = focusables(prerendered).findIndex((element) => element === document.activeElement);
  const typed = prerendered.querySelector<HTMLInputElement>("input[role=combobox]");
  const caret = typed?.selectionStart ?? null;
  const opened = prerendered.querySelector<HTMLDetailsElement>("details[open]") !== null;
  prerendered.replaceWith(next);
  if (opened) {
    const details = next.querySelector<HTMLDetailsElement>("[data-testid=compose-empty] details");
    if (details) details.open = true;
  }
  if (focused >= 0) focusables(next)[focused]?.focus();
  if (typed && typed.value !== "") {
    // React reads a text box's value from its input event: set the value as typing would.
    const box = next.querySelector<HTMLInputElement>("input[role=combobox]");
    const setValue = box && Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set;
    if (box && setValue) {
      setValue.call(box, typed.value);
      box.dispatchEvent(new Event("input", { bubbles: true }));
      if (caret !== null && document.activeElement === box) box.setSelectionRange(caret, caret);
    }
  }
}

/**
 * Starts the composer in `root` over the build's empty composer. `now`: the page opened with a query
 * (or a role from /open-roles), so the parts its first render needs are fetched at once.
 */
export function startComposer(root: HTMLElement, now: boolean): void {
  // The catalog data (and a linked role's text) is fetched now, not when React first renders.
  void loadComposerData();
  // A link with a query needs the lazy parts at once (the composition and its message, which its first
  // render waits for; the panels below the message; for a link with problems or a conflict, what the
  // first render waits for too: components/composer/composer.tsx). The island starts such a link only
  // once the page has painted (composer.react-island.tsx), so they do not hold that paint back.
  if (now) {
    void loadComposed().catch(() => undefined);
    void loadParts().catch(() => undefined);
  }
  keepPageIntro(root);
  const prerendered = root.querySelector("[data-composer-prerendered]");
  const container = document.createElement("div");
  let done = false;
  const ready = () => {
    if (done) return;
    done = true;
    if (prerendered) takeOver(prerendered, container);
    else root.replaceChildren(container);
  };
  const reactRoot = createRoot(container);
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <Suspense fallback={null}>
          <Composer />
          <Ready onReady={ready} />
        </Suspense>
      </StrictMode>,
    );
  });
}

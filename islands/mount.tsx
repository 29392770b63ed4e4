// How a React island starts: over its prerendered placeholder, rendering in a transition so the
// first render yields to input instead of blocking the page.
import { startTransition, StrictMode, type ReactNode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";

/** `render` runs before React takes the container over, so it may still read the prerendered markup. */
export function mountIsland(selector: string, render: (container: HTMLElement) => ReactNode): void {
  const container = document.querySelector<HTMLElement>(selector);
  if (!container) return;
  const element = render(container);
  const root = createRoot(container);
  startTransition(() => {
    root.render(<StrictMode>{element}</StrictMode>);
  });
}

/**
 * Hydrates an island the build rendered in full: React takes the markup over in place, in slices that
 * yield to input, without drawing it again (nothing moves, focus and scroll stay). `element`'s first
 * render must be the build's.
 */
export function hydrateIsland(container: HTMLElement, element: ReactNode): void {
  hydrateRoot(container, <StrictMode>{element}</StrictMode>);
}

// Starting a React island only when the reader reaches for it, over markup the build rendered in full.

/** What a reader does just before using a control: the island is ready by the click or the first key. */
const APPROACH_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin", "keydown"] as const;

/** Calls `start` once, the first time the reader points at, touches or tabs into `root`. */
export function onApproach(root: HTMLElement, start: () => void): void {
  const once = () => {
    for (const type of APPROACH_EVENTS) root.removeEventListener(type, once, true);
    start();
  };
  for (const type of APPROACH_EVENTS) root.addEventListener(type, once, { capture: true, passive: true });
}

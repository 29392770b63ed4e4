// When islands start and fetch their code: when the reader reaches for one, or once the page is drawn.

/**
 * What a reader does just before using a control: the island is ready by the click or the first key.
 * `input` too: a text pasted from the context menu or dropped in a box changes it with no key pressed.
 */
export const APPROACH_EVENTS = [
  "pointerover",
  "pointerdown",
  "touchstart",
  "focusin",
  "keydown",
  "input",
] as const;

/**
 * Calls `start` once, the first time the reader points at, touches or tabs into `root`; at once when the
 * focus is in it already. A reader who clicked into the pack lab's box before this module ran and then
 * pasted never woke the lab, which went on showing the build's "No findings" under the pasted pack.
 */
export function onApproach(root: HTMLElement, start: () => void): void {
  if (root.contains(document.activeElement)) return start();
  const once = () => {
    for (const type of APPROACH_EVENTS) root.removeEventListener(type, once, true);
    start();
  };
  for (const type of APPROACH_EVENTS) root.addEventListener(type, once, { capture: true, passive: true });
}

/** How long `afterFirstPaint` waits for a first paint the browser may not report (a tab hidden while loading). */
const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Runs `then` once, after the browser has shown the page's first contentful paint: it reports that
 * paint to a PerformanceObserver only once the frame is on screen. Code fetched before then competes
 * with the page's own first frame for the link, and a script fetched at the high priority import()
 * gives it is one a slow link waits for before that frame (Lighthouse counts it into the first paint:
 * the search dialog's chunks, fetched when the page was first idle, moved /modes/fast's from ~0.76 to
 * ~1.1 s). An animation frame is not late enough: Chrome may hold a painted frame off screen well after
 * its callbacks have run. A tab hidden at the call paints nothing until it is shown: there, at once.
 * Never later than FIRST_PAINT_WAIT_MS. (Every browser that runs these ES2022 bundles reports paint
 * timing.)
 */
export function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === "hidden") return then();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) run();
  });
  const timer = setTimeout(run, FIRST_PAINT_WAIT_MS);
  // Each way in cancels the other: a disconnected observer is not called back, even with entries queued.
  function run(): void {
    observer.disconnect();
    clearTimeout(timer);
    then();
  }
  observer.observe({ type: "paint", buffered: true });
}

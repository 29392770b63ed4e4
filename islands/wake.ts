// When islands start and fetch their code: when the reader reaches for one, or once the page is drawn.

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

/** How long `afterFirstPaint` waits for a first paint the browser may never report (a tab hidden while loading). */
const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Runs `then` once, after the browser has shown the page's first contentful paint: it reports that
 * paint to a PerformanceObserver only once the frame is on screen. Code fetched before then competes
 * with the page's own first frame for the link, and a script fetched at the high priority import()
 * gives it is one a slow link waits for before that frame (Lighthouse counts it into the first paint:
 * the search dialog's chunks, fetched when the page was first idle, moved /modes/fast's from ~0.76 to
 * ~1.1 s). An animation frame is not late enough: Chrome presents the frame after its callbacks run,
 * sometimes much later. A hidden tab paints nothing until it is shown: there, at once. Where paint
 * timing is not reported, in the frame after the next one; and never later than FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(then: () => void): void {
  if (document.visibilityState === "hidden") return then();
  if (
    typeof PerformanceObserver === "undefined" ||
    !PerformanceObserver.supportedEntryTypes.includes("paint")
  ) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  // Whichever comes first; each of them runs after this function has returned.
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName("first-contentful-paint").length > 0) run();
  });
  const onHidden = () => {
    if (document.visibilityState === "hidden") run();
  };
  const timer = setTimeout(run, FIRST_PAINT_WAIT_MS);
  let ran = false;
  function run(): void {
    if (ran) return;
    ran = true;
    observer.disconnect();
    document.removeEventListener("visibilitychange", onHidden);
    clearTimeout(timer);
    then();
  }
  observer.observe({ type: "paint", buffered: true });
  document.addEventListener("visibilitychange", onHidden);
}

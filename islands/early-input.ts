// What the reader gives the header before the catalog module runs (a long page still downloading on a slow
// link shows the header long before its module starts): a press of the theme or search button, or "/" or
// Ctrl/⌘-K and the keys typed after it. The inline theme script records those events from the first byte
// (early-input-recorder.ts); once the site islands listen, main.ts has them replayed here on the
// islands' own listeners, so a press is answered late rather than lost. Hand-written: the recorder must
// run inline in <head>, before any module, and stay small.
import { opensSearch } from "@/components/search/search.site-island";

import { EARLY_INPUT } from "./early-input-names";

/**
 * Takes what was recorded (the recording stops) and replays it in order, each event dispatched again at
 * the element it reached (still on the page): every button press, and every key from the first one that
 * opens the search (the keys after it become the query). Keys typed before that, into a field or the
 * page, already did what they do.
 */
export function replayEarlyInput(): void {
  const store = window as unknown as Record<string, Event[] | undefined>;
  const events = store[EARLY_INPUT] ?? [];
  store[EARLY_INPUT] = undefined; // the recording stops
  let searching = false;
  for (const event of events) {
    const target = event.target;
    const key = event instanceof KeyboardEvent;
    searching ||= key
      ? opensSearch(event)
      : target instanceof Element && !!target.closest("[data-search-trigger]");
    if ((searching || !key) && target instanceof Node && target.isConnected) target.dispatchEvent(event);
  }
}

// What the reader gives the header before the catalog module runs (a long page still downloading on a slow
// link shows the header long before its module starts): a press of the theme or search button, or "/" or
// Ctrl/⌘-K and the keys typed after it. The inline theme script records those events from the first byte
// (early-input-recorder.ts); once the site islands listen, main.ts takes them and replays them here on the
// islands' own listeners, so a press is answered late rather than lost. Hand-written: the recorder must
// run inline in <head>, before any module, and stay small.
import { opensSearch } from "@/components/search/search.site-island";

/**
 * Replays, in order, what was recorded, each event dispatched again at the element it reached (still on the
 * page): every button press, and every key from the first one that opens the search (the keys after it
 * become the query). Keys typed before that, into a field or the page, already did what they do.
 */
export function replayEarlyInput(events: readonly Event[]): void {
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

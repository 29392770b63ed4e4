// What the reader gives the header before the catalog module runs (a long page still downloading on a slow
// link shows the header long before its module starts): a press of the theme or search button, or "/" or
// Ctrl/⌘-K and the keys typed after it. The inline theme script records those events from the first byte
// (early-input-recorder.ts); once the site islands listen, main.ts replays them on the islands' own listeners
// (replayEarlyInput), so a press is answered late rather than lost. Hand-written: the recorder must run
// inline in <head>, before any module, and stay a few hundred bytes.
import { opensSearch } from "@/components/search/search.site-island";
import { EARLY_INPUT, TRIGGERS } from "./early-input-recorder";

/**
 * Replays, in order, what was recorded: each button press as a click on the button, and each key from the
 * first one that opens the search (with what follows it, which becomes the query) as a keydown on the
 * element it was typed at. Keys typed before that, into a field or the page, already did what they do.
 */
export function replayEarlyInput(): void {
  const store = window as unknown as Record<string, Event[] | undefined>;
  const events = store[EARLY_INPUT] ?? [];
  store[EARLY_INPUT] = undefined;
  let searching = false;
  for (const event of events) {
    if (event instanceof KeyboardEvent) {
      searching ||= opensSearch(event);
      if (!searching) continue;
      const target = event.target instanceof Node && event.target.isConnected ? event.target : window;
      const { key, code, altKey, ctrlKey, metaKey, shiftKey } = event;
      const init = { key, code, altKey, ctrlKey, metaKey, shiftKey, bubbles: true, cancelable: true };
      target.dispatchEvent(new KeyboardEvent("keydown", init));
    } else {
      const button = event.target instanceof Element ? event.target.closest<HTMLElement>(TRIGGERS) : null;
      if (!button?.isConnected) continue;
      searching ||= button.matches("[data-search-trigger]");
      button.click();
    }
  }
}

// What the early-input recorder (early-input-recorder.ts) and the catalog module (main.ts, which hands the
// events to early-input.ts) share.

/** The global the inline script keeps the events in; takeEarlyInput clears it, and the recording stops. */
export const EARLY_INPUT = "__castsEarlyInput";
export const TRIGGERS = "[data-theme-toggle],[data-search-trigger]";

/** The events recorded so far; the recording stops. */
export function takeEarlyInput(): Event[] {
  const store = window as unknown as Record<string, Event[] | undefined>;
  const events = store[EARLY_INPUT] ?? [];
  store[EARLY_INPUT] = undefined;
  return events;
}

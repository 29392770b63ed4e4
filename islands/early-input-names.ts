// The names the early-input recorder (early-input-recorder.ts) and its replay (early-input.ts) share, apart
// from both: the recorder's text must stay out of the catalog module, the replay's code out of the server.

/** The global the inline script keeps the events in; replayEarlyInput clears it, and the recording stops. */
export const EARLY_INPUT = "__castsEarlyInput";
export const TRIGGERS = "[data-theme-toggle],[data-search-trigger]";

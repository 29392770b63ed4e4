// The names the early-input recorder (early-input-recorder.ts) and its replay (early-input.ts) share, apart
// from both: the recorder's text must stay out of the catalog module, the replay's code out of the server.

/** The global the inline script keeps the events in; replayEarlyInput clears it, and the recording stops. */
export const EARLY_INPUT = "__castsEarlyInput";
export const TRIGGERS = "[data-theme-toggle],[data-search-trigger]";

/**
 * The site islands that answer those presses (the theme toggle, and search: its button and keys). They
 * start in one task and the replay follows in it (main.ts): listening while the recording went on, the
 * search island opened its box on a "/" that the replay then typed into it.
 */
export const EARLY_INPUT_ISLANDS: readonly string[] = ["search", "theme-toggle"];

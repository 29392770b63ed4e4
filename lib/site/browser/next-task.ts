// Ending a task and going on in the next: long work cut into tasks lets the browser paint and answer input
// between them. The islands module's start-up uses it (islands/main.ts); a lazy module importing it too
// would split it into a chunk of its own, one more file on every page's first load (as it did).

interface WithScheduler {
  readonly scheduler?: { readonly yield?: () => Promise<void> };
}

/**
 * Resolves in a later task. `scheduler.yield()` (Chromium 129 and later) resumes ahead of other queued
 * work, where a timer waits its turn (and, nested, at least 4 ms); other browsers get the timer.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as WithScheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

// React DOM's load without its costliest step in Chromium.
//
// As it loads, React DOM creates a handful of Error objects it later throws and recognises (the
// exception a suspending component throws, the one a hydration mismatch throws, and so on). Making an
// Error in Chromium has V8 find the source positions of each function on the stack (Chromium keeps the
// stack of every Error in case it is never caught, as we read it), and V8 compiles without positions, so
// it parses each such function again to find them. While React DOM loads, that stack holds the whole of
// React DOM (one ~210 kB function: esbuild's wrapper around its CommonJS module), parsed again in
// 40–75 ms on this host, inside the composer's start-up task. (Traced without DevTools: with DevTools or a profiler attached, V8 keeps the
// positions as it compiles, and the cost does not show.)
//
// So an island makes the Errors first, where the stack is a few small functions, and the bundle's React
// DOM takes them instead of making its own (postbuild/react-dom-errors.ts rewrites those five places).
// Measured in Chromium 2026-12, cold loads: React DOM's load 39–75 ms → 4–10 ms; the composer's module
// evaluation on a link with a query (`npx tsx scripts/bench.ts composer`) 41–105 ms → 7–23 ms. Without
// prepared Errors (a React DOM loaded some other way) React DOM makes its own, as it always did. A
// prepared Error's stack shows the island's start instead of React DOM's load; React throws these only to
// catch them itself, and neither stack would tell a reader anything.

/** Where the prepared Errors wait for React DOM: a global, since React DOM is a CommonJS module. */
export const PREPARED_ERRORS_KEY = "__castsReactDomErrors";

/**
 * How many Errors React DOM makes as it loads (React 19.3); postbuild/react-dom-errors.test.ts loads the
 * installed React DOM and fails when that count changes.
 */
export const REACT_DOM_LOAD_ERRORS = 5;

type WithPrepared = typeof globalThis & { [PREPARED_ERRORS_KEY]?: Error[] };

/**
 * Runs `load` (an island's import() of the module that imports React DOM) with the Errors React DOM
 * will take waiting for it, and removes what it left once `load` has settled.
 */
export function importWithPreparedErrors<T>(load: () => Promise<T>): Promise<T> {
  const scope = globalThis as WithPrepared;
  scope[PREPARED_ERRORS_KEY] = Array.from({ length: REACT_DOM_LOAD_ERRORS }, () => new Error());
  return load().finally(() => {
    delete scope[PREPARED_ERRORS_KEY];
  });
}

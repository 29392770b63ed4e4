// Shared fast-check settings for the property ("fuzz") suites, files named `*.fuzz.test.ts`.
// In `make test` they run a few hundred inputs with a fixed seed; `npm run fuzz` raises FUZZ_RUNS and
// may set FUZZ_SEED to replay a failure fast-check reported.
import type { Parameters } from "fast-check";

const DEFAULT_SEED = 20261201;

function positiveInteger(text: string | undefined): number | undefined {
  const value = Number(text ?? "");
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** fast-check parameters: the suite's own defaults, then FUZZ_RUNS / FUZZ_SEED from the environment. */
export function fuzzParameters<T>(defaults: Parameters<T> = {}): Parameters<T> {
  const runs = positiveInteger(process.env["FUZZ_RUNS"]);
  const seed = positiveInteger(process.env["FUZZ_SEED"]);
  return {
    seed: DEFAULT_SEED,
    numRuns: 200,
    ...defaults,
    ...(runs === undefined ? {} : { numRuns: runs }),
    ...(seed === undefined ? {} : { seed }),
  };
}

/**
 * A property test's own timeout for `make test`'s few hundred runs; none under `npm run fuzz`, whose
 * FUZZ_RUNS can be fifty times as many (the runner's `--testTimeout=0` does not override a timeout a
 * test sets itself).
 */
export function fuzzTimeout(ms: number): number {
  return positiveInteger(process.env["FUZZ_RUNS"]) === undefined ? ms : 0;
}

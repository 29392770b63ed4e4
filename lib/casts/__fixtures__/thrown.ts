import { CastsError } from "../core/errors";

/** Runs `fn` and returns the CastsError it throws; fails the test when it throws nothing or something else. */
export function thrown(fn: () => unknown): CastsError {
  try {
    fn();
  } catch (error) {
    if (error instanceof CastsError) return error;
    throw error;
  }
  throw new Error("expected a CastsError");
}

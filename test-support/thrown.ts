import { CastsError } from "../lib/casts/core/errors";

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

/** Runs `fn` and returns the message of the error it throws; fails the test when it throws nothing. */
export function thrownMessage(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected a throw");
}

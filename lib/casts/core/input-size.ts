// Part of the browser core (@/lib/casts/core): the size limit for outside input and its message,
// built on the one set of limits in ./limits.
import { CastsError } from "./errors";
import { assertInputSize, MAX_INPUT_BYTES, tooLargeMessage } from "./limits";

export { assertInputSize, MAX_INPUT_BYTES };

/** `<label>: <what> is N bytes, over the 1 MiB (1,048,576 bytes) limit`. */
export function inputTooLargeMessage(label: string, bytes: number, what = "input"): string {
  return `${label}: ${tooLargeMessage(bytes, MAX_INPUT_BYTES, what)}`;
}

/** The INPUT_TOO_LARGE error for an input of `bytes` bytes (`details.path` is the label). */
export function inputTooLarge(label: string, bytes: number, what = "input"): CastsError {
  return new CastsError("INPUT_TOO_LARGE", inputTooLargeMessage(label, bytes, what), {
    details: { path: label },
  });
}

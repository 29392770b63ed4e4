// Part of the browser core (@/lib/casts/core): the one size limit for outside input and its message.
import { CastsError } from "./errors";

/** Largest accepted input for any one parser, in bytes of UTF-8. */
export const MAX_INPUT_BYTES = 1024 * 1024;

/** `<label>: <what> is N bytes, over the 1 MiB (1,048,576 bytes) limit`. */
export function inputTooLargeMessage(label: string, bytes: number, what = "input"): string {
  return `${label}: ${what} is ${bytes.toLocaleString("en-US")} bytes, over the 1 MiB (1,048,576 bytes) limit`;
}

/** The INPUT_TOO_LARGE error for an input of `bytes` bytes (`details.path` is the label). */
export function inputTooLarge(label: string, bytes: number, what = "input"): CastsError {
  return new CastsError("INPUT_TOO_LARGE", inputTooLargeMessage(label, bytes, what), {
    details: { path: label },
  });
}

/** The size of text in UTF-8 when it may be over the limit; 0 when it surely is not (cheap check first). */
function utf8BytesIfLarge(text: string): number {
  // A UTF-16 code unit is at most 3 UTF-8 bytes.
  return text.length * 3 <= MAX_INPUT_BYTES ? 0 : new TextEncoder().encode(text).length;
}

/** Throws INPUT_TOO_LARGE for text over the limit; `label` names the input in the message. */
export function assertInputSize(text: string, label: string): void {
  const bytes = utf8BytesIfLarge(text);
  if (bytes > MAX_INPUT_BYTES) throw inputTooLarge(label, bytes);
}

// A failed run in the panel's words: a short title per kind of failure (the engine's RunError kinds),
// and the engine's message, which already says what to do, as the advice, without saying the title
// twice. Nothing here holds the key.
import { RATE_LIMIT_HEADLINE, redactKey } from "@/lib/casts/run/failure";
import type { RunErrorKind } from "@/lib/casts/run/run-error";

import type { RunFailure } from "./run-state";

const TITLES: Readonly<Record<RunErrorKind, string>> = {
  "bad-input": "Not sent: something to fix first",
  auth: "The key was refused",
  forbidden: "Access refused",
  model: "Model or address not found",
  "bad-request": "The server refused the request",
  "rate-limit": RATE_LIMIT_HEADLINE,
  server: "The provider failed on its side",
  network: "Could not reach the server",
  "mixed-content": "Blocked by the browser: mixed content",
  redirect: "Redirect not followed",
  "too-large": "The reply passed the size limit",
  timeout: "The reply passed the time limit",
  "not-json": "The server's answer is not the API's format",
  interrupted: "The reply was cut off",
  aborted: "Stopped",
};

export interface RunErrorLike {
  readonly kind: RunErrorKind;
  readonly message: string;
  readonly status?: number;
  readonly retryAfter?: number;
  /** The reply received before the failure: a timeout without one had no reply at all. */
  readonly partialReply?: string;
}

/**
 * The engine's message without a lead that says the title again: "Rate limit reached (429): run again
 * after 14:03:07." under the title "Rate limit reached (429)" reads "Run again after 14:03:07.".
 */
function withoutTitle(message: string, title: string): string {
  if (!message.startsWith(title)) return message;
  const rest = message.slice(title.length).replace(/^[:.]\s*/, "");
  return rest === "" ? message : `${rest.charAt(0).toUpperCase()}${rest.slice(1)}`;
}

/**
 * The failure shown for a RunError: its title, and the engine's message, which says what to do (a rate
 * limit's time to run again on the reader's clock: RUN_PANEL_ADVICE), as the advice.
 */
export function describeRunError(error: RunErrorLike): RunFailure {
  const status = error.status === undefined ? "" : ` (${error.status})`;
  const noReply = error.kind === "timeout" && (error.partialReply ?? "") === "";
  const title = `${noReply ? "No reply in time" : TITLES[error.kind]}${status}`;
  return {
    kind: error.kind,
    title,
    advice: withoutTitle(error.message, title),
    ...(error.status === undefined ? {} : { status: error.status }),
  };
}

/** For anything else a run threw (a bug, not a provider's answer): said plainly, without the key or a stack. */
export function describeUnexpected(error: unknown, apiKey: string): RunFailure {
  const message = redactKey(error instanceof Error ? error.message : String(error), apiKey);
  return {
    kind: "unexpected",
    title: "The run failed unexpectedly",
    advice: `${message.slice(0, 300)} Run again; if it keeps failing, report it with the steps that led here.`,
  };
}

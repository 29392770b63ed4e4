// A failed run in the panel's words: a short title per kind of failure (the engine's RunError kinds),
// and the engine's message, which already says what to do, as the advice. Nothing here holds the key.
import { redactKey } from "@/lib/casts/run/failure";
import type { RunErrorKind } from "@/lib/casts/run/run-error";

import type { RunFailure } from "./run-state";

const TITLES: Readonly<Record<RunErrorKind, string>> = {
  "bad-input": "Not sent: something to fix first",
  auth: "The key was refused",
  forbidden: "Access refused",
  model: "Model or address not found",
  "bad-request": "The server refused the request",
  "rate-limit": "Rate limit reached",
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

/** The failure shown for a RunError (the engine's message says what to do); `now` dates a retry time. */
export function describeRunError(error: RunErrorLike, now: number = Date.now()): RunFailure {
  const status = error.status === undefined ? "" : ` (${error.status})`;
  const noReply = error.kind === "timeout" && (error.partialReply ?? "") === "";
  const title = `${noReply ? "No reply in time" : TITLES[error.kind]}${status}`;
  const failure: RunFailure = {
    kind: error.kind,
    title,
    advice: error.message,
    ...(error.status === undefined ? {} : { status: error.status }),
  };
  if (error.kind === "rate-limit" && error.retryAfter !== undefined) {
    const clock = new Date(now + error.retryAfter * 1000).toISOString().slice(11, 19);
    const stop = /[.!?]$/.test(error.message) ? "" : ".";
    return { ...failure, advice: `${error.message}${stop} Run again after ${clock} UTC.` };
  }
  return failure;
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

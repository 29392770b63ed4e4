// Every way a run can fail, typed by `kind`, each with a message that says what to do.

export const RUN_ERROR_KINDS = Object.freeze([
  "bad-input", // our side: no model, no key, a base URL that is not http(s)
  "auth", // 401: the key
  "forbidden", // 403: the key has no access to this model or region
  "model", // 404: unknown model (or wrong base URL path)
  "bad-request", // 400/422: the server refused the request body (a strict server, a schema it cannot take)
  "rate-limit", // 429, with retryAfter
  "server", // 5xx, 529 overloaded, an error event inside the stream
  "network", // no answer: server down, DNS, CORS, the browser's local-network permission
  "mixed-content", // an https page calling an http server the browser will not reach
  "redirect", // a 3xx: never followed, the key stays with the chosen host
  "too-large", // the reply passed the byte cap
  "timeout", // the reply passed the time cap
  "not-json", // the server's answer is not the API's JSON or event stream
  "interrupted", // the stream closed before the reply ended
  "aborted", // Stop
] as const);
export type RunErrorKind = (typeof RUN_ERROR_KINDS)[number];

export interface RunErrorInit {
  readonly status?: number | undefined;
  /** Seconds to wait before trying again (429, some 503s). */
  readonly retryAfter?: number | undefined;
  readonly requestId?: string | undefined;
  /** The host a redirect pointed to, or the host that could not be reached. */
  readonly host?: string | undefined;
  /** The reply text received before the failure. */
  readonly partialReply?: string | undefined;
  /** What the provider's SDK said of the request before it failed (RunResult.notices). */
  readonly notices?: readonly string[] | undefined;
  readonly cause?: unknown;
}

export class RunError extends Error {
  readonly kind: RunErrorKind;
  readonly status?: number;
  readonly retryAfter?: number;
  readonly requestId?: string;
  readonly host?: string;
  readonly partialReply?: string;
  readonly notices?: readonly string[];

  constructor(kind: RunErrorKind, message: string, init: RunErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = "RunError";
    this.kind = kind;
    if (init.status !== undefined) this.status = init.status;
    if (init.retryAfter !== undefined) this.retryAfter = init.retryAfter;
    if (init.requestId !== undefined) this.requestId = init.requestId;
    if (init.host !== undefined) this.host = init.host;
    if (init.partialReply !== undefined) this.partialReply = init.partialReply;
    if (init.notices !== undefined) this.notices = init.notices;
  }

  /** A copy carrying the reply received so far. */
  withPartialReply(partialReply: string): RunError {
    if (partialReply === "" || this.partialReply !== undefined) return this;
    return this.copy({ partialReply });
  }

  /** A copy carrying what the provider's SDK said of the request before the run failed. */
  withNotices(notices: readonly string[]): RunError {
    if (notices.length === 0 || this.notices !== undefined) return this;
    return this.copy({ notices: [...notices] });
  }

  private copy(change: Pick<RunErrorInit, "partialReply" | "notices">): RunError {
    return new RunError(this.kind, this.message, {
      status: this.status,
      retryAfter: this.retryAfter,
      requestId: this.requestId,
      host: this.host,
      partialReply: this.partialReply,
      notices: this.notices,
      cause: this.cause,
      ...change,
    });
  }
}

export function isRunError(value: unknown): value is RunError {
  return value instanceof RunError;
}

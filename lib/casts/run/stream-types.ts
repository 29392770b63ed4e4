import type { Endpoint } from "./endpoint";
import type { RunUsage } from "./types";

/** What one provider's streaming call gets. */
export interface StreamArgs<Body> {
  readonly endpoint: Endpoint;
  readonly apiKey: string;
  readonly body: Body;
  readonly fetch: (input: string | URL | Request, init?: RequestInit) => Promise<Response>;
  readonly signal: AbortSignal;
  readonly maxRetries: number;
  readonly timeoutMs: number;
  /** Appends a piece of the reply. */
  readonly push: (delta: string) => void;
  /**
   * Keeps what the SDK wrote to the console while it made the request, in its words (`sdkNotices`), as
   * soon as it is written: a request that fails afterwards still has it.
   */
  readonly note: (notice: string) => void;
}

export interface StreamOutcome {
  readonly requestId: string | null;
  /** The provider's own word; null when the stream ended without one (cut off). */
  readonly providerFinishReason: string | null;
  readonly usage: RunUsage | undefined;
  /** The model refused (OpenAI `refusal`, Anthropic stop reason `refusal`). */
  readonly refused?: boolean;
}

/**
 * The options both official SDK clients take alike: the key, base URL, fetch, retries and timeout of
 * the call; no logging; allowed in a browser (the Run panel sends the reader's own key).
 */
export function sdkClientOptions(args: StreamArgs<unknown>) {
  return {
    apiKey: args.apiKey,
    baseURL: args.endpoint.baseUrl,
    fetch: args.fetch,
    maxRetries: args.maxRetries,
    timeout: args.timeoutMs,
    logLevel: "off" as const,
    dangerouslyAllowBrowser: true,
  };
}

const CONSOLE_METHODS = ["log", "info", "warn", "error", "debug"] as const;

/**
 * Calls `start` (an SDK's request method) with the console's methods caught, handing each notice it
 * writes to `note`, and returns what it gives. The SDKs write some notices to the console whatever
 * their logLevel (Anthropic's messages.create warns of a deprecated model with console.warn), which
 * would put lines a program did not write into its stderr; the run reports them instead. The SDKs
 * write them while the method runs, before it returns its promise, and nothing else runs meanwhile,
 * so restoring the methods on return catches only the SDK's own lines.
 */
export function sdkNotices<T>(start: () => T, note: (notice: string) => void): T {
  const saved = CONSOLE_METHODS.map((method) => [method, console[method]] as const);
  for (const method of CONSOLE_METHODS)
    console[method] = (...parts: unknown[]) => note(parts.map(String).join(" "));
  try {
    return start();
  } finally {
    for (const [method, original] of saved) console[method] = original;
  }
}

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

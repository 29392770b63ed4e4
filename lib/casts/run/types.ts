// The run API the CLI (`casts run`, `casts eval`) and the composer's Run panel share (contract §11).
import type { EmissionModel } from "../emissions/model";
import type { Operable } from "../operable";

/** Providers a composition can run against. */
export const RUN_PROVIDERS = Object.freeze(["openai", "anthropic", "openai-compatible"] as const);
export type RunProvider = (typeof RUN_PROVIDERS)[number];

export function isRunProvider(value: string): value is RunProvider {
  return RUN_PROVIDERS.some((provider) => provider === value);
}

/** Emission model names (`"Finding"`), the models themselves, or a built operable; empty: free text. */
export type RunEmits = readonly (string | EmissionModel)[] | Operable | null;

export interface RunRequest {
  readonly provider: RunProvider;
  /** Default: the provider's public API (`openai-compatible` has none and needs one). */
  readonly baseUrl?: string | undefined;
  readonly model: string;
  /** Sent only to `baseUrl`'s origin; never logged, never in an error message. */
  readonly apiKey: string;
  /** What the run's messages tell the user to change, in their surface's words. Default: RUN_PANEL_ADVICE. */
  readonly advice?: RunAdvice | undefined;
  /** The runtime message: the system message plus the pack's policy (contract §7a). */
  readonly instructions: string;
  /** The user message. */
  readonly input: string;
  /** Enough to build the response format; no emissions: a free-text reply. */
  readonly role: { readonly name: string; readonly emits: RunEmits };
  /** OpenAI: `max_completion_tokens` (`max_tokens` for openai-compatible); Anthropic: `max_tokens` (default 4096). */
  readonly maxTokens?: number | undefined;
  /** Anthropic `output_config.effort`; ignored for the other providers. */
  readonly effort?: string | null | undefined;
  /** Cap on the bytes read from the reply body (default 4 MiB). */
  readonly capBytes?: number | undefined;
  /** Cap on the whole run, from request to the reply's end (default 120 s). */
  readonly timeoutMs?: number | undefined;
  /** SDK retries (default 0: a run is sent once). */
  readonly maxRetries?: number | undefined;
  /** What a cap does: `error` (default) throws RunError `too-large`/`timeout`; `truncate` returns what came. */
  readonly onCap?: "error" | "truncate" | undefined;
  /** Send the structured-output schema (default true when the role has emissions). */
  readonly structuredOutput?: boolean | undefined;
}

/**
 * What a run's message tells the user to change, in the words of where they run it from: the checks
 * stay in the run, and each surface names its own controls (the Run panel its fields, the CLI its
 * options and environment variables). Each ends a sentence, after a colon or "or".
 */
export interface RunAdvice {
  /** Where a key goes, for a base URL holding a user name or password. */
  readonly key: string;
  /** What to do about a key holding spaces or characters a key never has. */
  readonly keyAgain: string;
  /** How to give a run more time than the time cap. */
  readonly timeCap: string;
  /** How to read more of a reply than the byte cap. */
  readonly byteCap: string;
  /** How to let a reply cut off at the token limit be longer. */
  readonly maxTokens: string;
  /** How to leave the token limit to the provider's default (not Anthropic's: it needs one). */
  readonly maxTokensUnset: string;
  /** How to send the instructions as a 'system' message to a server that refuses 'developer'. */
  readonly systemMessage: string;
  /**
   * When to run again after a rate limit (429), from the seconds the server asked for (undefined when
   * it named none): the panel gives a clock time, the CLI a wait.
   */
  readonly retry: (seconds: number | undefined) => string;
}

/** A time of day in the reader's time zone, as the Run panel's history shows a run's start (14:03:07). */
export const localClock = (at: number) => new Date(at).toLocaleTimeString("en-GB", { hour12: false });

/**
 * The Run panel's words for RunAdvice: its key field, its limits under Options, its provider choice,
 * and a retry time on the reader's clock (the panel keeps a failed run in its history, where a wait
 * such as "in 7 s" would soon be wrong).
 */
export const RUN_PANEL_ADVICE: RunAdvice = Object.freeze({
  key: "give the key in the key field",
  keyAgain: "paste it again",
  timeCap: "raise the time limit under Options",
  byteCap: "raise the size limit under Options",
  maxTokens: "raise max tokens",
  maxTokensUnset: "leave it unset",
  systemMessage: "choose the openai-compatible provider",
  retry: (seconds: number | undefined) =>
    seconds === undefined
      ? "wait a little and run again"
      : `run again after ${localClock(Date.now() + seconds * 1000)}`,
});

export interface RunOptions {
  /** Stop: aborts the request; the run throws RunError `aborted`. */
  readonly signal?: AbortSignal | undefined;
  /** Each streamed piece of the reply, with the text so far. */
  readonly onText?: ((delta: string, text: string) => void) | undefined;
  /** The fetch the SDK calls (default: globalThis.fetch); wrapped so redirects are never followed. */
  readonly fetch?: typeof fetch | undefined;
}

export interface RunUsage {
  readonly inputTokens: number;
  readonly outputTokens: number;
}

/** Why the model stopped, in one vocabulary for every provider (the provider's own word in `providerFinishReason`). */
export type FinishReason =
  "stop" | "max_tokens" | "refusal" | "content_filter" | "tool_use" | "capped" | "unknown";

export interface RunResult {
  readonly provider: RunProvider;
  readonly model: string;
  /** The provider's request id (`x-request-id` / `request-id`), for support tickets. */
  readonly requestId?: string;
  readonly reply: string;
  readonly finishReason: FinishReason;
  readonly providerFinishReason: string | null;
  readonly usage?: RunUsage;
  /** From sending the request to the reply's end. */
  readonly ms: number;
  /** Bytes of the reply body read. */
  readonly bytes: number;
  /** The caps that applied. */
  readonly limits: { readonly capBytes: number; readonly timeoutMs: number };
  /** Set when a cap stopped the reply and `onCap` was `truncate`. */
  readonly capped?: { readonly reason: "bytes" | "time"; readonly limit: number };
  /** The reply was cut off by the token limit: what to do, in words. */
  readonly cutOff?: string;
  /**
   * What the provider's SDK said about the request, in its words (e.g. that the model is deprecated
   * and when it reaches end-of-life); absent when it said nothing. Never written to the console. A
   * run that fails after the SDK said something carries it as RunError.notices.
   */
  readonly notices?: readonly string[];
}

export const DEFAULT_CAP_BYTES = 4 * 1024 * 1024;
export const DEFAULT_TIMEOUT_MS = 120_000;

/** The public endpoints; `openai-compatible` has no default. */
export const DEFAULT_BASE_URLS = Object.freeze({
  openai: "https://api.openai.com/v1",
  anthropic: "https://api.anthropic.com",
} as const);

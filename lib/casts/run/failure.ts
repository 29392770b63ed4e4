// Turns whatever a run threw (an SDK error, a fetch error, our own transport's) into a RunError
// whose message says what happened and what to do, without the key.
import { escapeControl } from "../core/echo";
import { unreachableMessage, type Endpoint, type PageContext } from "./endpoint";
import { RunError } from "./run-error";
import type { TransportState } from "./transport";
import type { RunAdvice, RunProvider } from "./types";

export interface FailureContext {
  readonly provider: RunProvider;
  readonly model: string;
  readonly endpoint: Endpoint;
  readonly state: TransportState;
  readonly page: PageContext | null;
  readonly apiKey: string;
  /** The caller's Stop. */
  readonly stopped: boolean;
  readonly timeoutMs: number;
  /** The words for using the openai-compatible provider and for when to run again (RunRequest.advice). */
  readonly advice: Pick<RunAdvice, "systemMessage" | "retry">;
}

/** How a rate limit's message begins: the Run panel's title for it, which the panel does not repeat. */
export const RATE_LIMIT_HEADLINE = "Rate limit reached";

const LABELS: Readonly<Record<RunProvider, string>> = {
  openai: "OpenAI",
  anthropic: "Anthropic",
  "openai-compatible": "the server",
};

type Record_ = Record<string, unknown>;
const isRecord = (value: unknown): value is Record_ => value !== null && typeof value === "object";

/** Removes the key (and anything starting like it) from text that came back from a server. */
export function redactKey(text: string, apiKey: string): string {
  if (apiKey === "") return text;
  let result = text.split(apiKey).join("[key]");
  const head = apiKey.slice(0, 8);
  if (head.length >= 8)
    result = result.replace(new RegExp(`${head.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\S*`, "g"), "[key]");
  return result;
}

/** A server's own words for a message: the key removed, control characters escaped, 300 characters at most. */
function serverWords(said: string, apiKey: string): string {
  return escapeControl(redactKey(said, apiKey).slice(0, 300)).trim();
}

/** A server's words as a sentence of ours: ended with a full stop unless they end one already. */
const asSentence = (words: string) => (/[.!?]["')\]]?$/.test(words) ? words : `${words}.`);

function providerMessage(error: Record_): string | null {
  const body = error["error"];
  if (!isRecord(body)) return null;
  const inner = body["error"];
  const message = isRecord(inner) ? inner["message"] : body["message"];
  return typeof message === "string" && message.trim() !== "" ? message.trim() : null;
}

function providerErrorType(error: Record_): string | null {
  const body = error["error"];
  if (!isRecord(body)) return null;
  const inner = body["error"];
  const type = isRecord(inner) ? inner["type"] : body["type"];
  return typeof type === "string" ? type : null;
}

function header(error: Record_, name: string): string | null {
  const headers = error["headers"];
  if (headers && typeof (headers as Headers).get === "function") return (headers as Headers).get(name);
  return null;
}

/** Seconds from `retry-after-ms`, `retry-after` (seconds or an HTTP date); undefined when absent. */
export function retryAfterSeconds(
  get: (name: string) => string | null,
  now = Date.now(),
): number | undefined {
  const ms = Number(get("retry-after-ms"));
  if (get("retry-after-ms") !== null && Number.isFinite(ms) && ms >= 0) return Math.ceil(ms / 1000);
  const value = get("retry-after");
  if (value === null) return undefined;
  const seconds = Number(value);
  if (value.trim() !== "" && Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

function causeDetail(error: unknown): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && isRecord(current); depth += 1) {
    const code = current["code"];
    if (typeof code === "string" && /^E[A-Z]+$/.test(code)) return code;
    current = current["cause"];
  }
  return "";
}

function statusError(status: number, error: Record_, context: FailureContext): RunError {
  const { endpoint, model, provider } = context;
  const label = LABELS[provider];
  const said = providerMessage(error);
  const server = said ? ` The server said: ${asSentence(serverWords(said, context.apiKey))}` : "";
  const requestId =
    (typeof error["requestID"] === "string" ? error["requestID"] : null) ??
    context.state.requestId ??
    undefined;
  const init = { status, requestId };
  if (status === 401)
    return new RunError(
      "auth",
      `${label} refused the key (401). Check that the key is right for ${endpoint.host}, complete and not revoked.${server}`,
      init,
    );
  if (status === 403)
    return new RunError(
      "forbidden",
      `${label} refused access (403): the key may not be allowed to use '${model}' or this region.${server}`,
      init,
    );
  if (status === 404)
    return new RunError(
      "model",
      // A 404 is the model's or the address's: an OpenAI-compatible server answers 404 for a path it
      // does not serve as well as for a model it does not have.
      `Nothing found at ${endpoint.host} for the model '${model}' (404): check the model id${provider === "openai-compatible" ? " (Ollama: 'ollama list' names them)" : ""} and that the base URL is the API's root${provider === "anthropic" ? "" : " (usually ending in /v1)"}.${server}`,
      init,
    );
  if (status === 429) {
    const retryAfter = retryAfterSeconds((name) => header(error, name));
    return new RunError(
      "rate-limit",
      `${RATE_LIMIT_HEADLINE} (429): ${context.advice.retry(retryAfter)}.${server}`,
      { ...init, retryAfter },
    );
  }
  if (status >= 500) {
    const retryAfter = retryAfterSeconds((name) => header(error, name));
    const overloaded = status === 529 || providerErrorType(error) === "overloaded_error";
    return new RunError(
      "server",
      `${endpoint.host} failed on its side (${status}${overloaded ? ", overloaded" : ""}): nothing is wrong with the composition; try again later.${server}`,
      { ...init, retryAfter },
    );
  }
  const developer =
    provider === "openai-compatible" || !said || !/developer/i.test(said)
      ? ""
      : ` This server may not take a 'developer' message: ${context.advice.systemMessage}, which sends a 'system' message.`;
  return new RunError(
    "bad-request",
    `${endpoint.host} refused the request (${status}).${server}${developer}`,
    init,
  );
}

export function toRunError(error: unknown, context: FailureContext): RunError {
  const { state, endpoint } = context;
  if (error instanceof RunError) return error;
  if (state.failure) return state.failure;
  if (context.stopped) return new RunError("aborted", "Stopped.");
  const record = isRecord(error) ? error : {};
  const status = record["status"];
  if (typeof status === "number" && status >= 400) return statusError(status, record, context);
  const type = providerErrorType(record);
  if (type !== null) {
    // An error event inside the stream (Anthropic sends `event: error`, e.g. overloaded_error).
    const said = providerMessage(record);
    return new RunError(
      type === "overloaded_error" || type === "api_error" ? "server" : "bad-request",
      `${endpoint.host} reported an error in the middle of the reply (${type})${said ? `: ${serverWords(said, context.apiKey).replace(/[.!?]+$/, "")}` : ""}. Try again later.`,
      { requestId: state.requestId ?? undefined },
    );
  }
  const message = error instanceof Error ? error.message : String(error);
  if (error instanceof SyntaxError || /could not parse|JSON/i.test(message))
    return new RunError(
      "not-json",
      `${endpoint.host} sent a piece of the reply that is not valid JSON, so the reply cannot be read.`,
      {
        requestId: state.requestId ?? undefined,
      },
    );
  if (state.status !== null)
    return new RunError(
      "interrupted",
      `The connection to ${endpoint.host} closed before the reply ended (after ${state.bytes} bytes). Run again; if it keeps happening, a proxy may be cutting long replies.`,
      { requestId: state.requestId ?? undefined },
    );
  return new RunError("network", unreachableMessage(endpoint, context.page, causeDetail(error)), {
    host: endpoint.host,
    cause: undefined,
  });
}

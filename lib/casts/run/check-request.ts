// What a run checks before anything is sent: the request's fields and where it goes. Each problem
// names its field, so the Run panel can say it beside that field and start no run; runComposition
// throws the first one. Light on purpose (no SDK, no zod): the panel loads it with its own code.
import { assertNotMixedContent, resolveEndpoint, type Endpoint, type PageContext } from "./endpoint";
import { RunError } from "./run-error";
import { isRunProvider, RUN_PANEL_ADVICE, RUN_PROVIDERS, type RunAdvice, type RunRequest } from "./types";

/** The part of a request a problem is about. */
export type RequestField = "provider" | "model" | "apiKey" | "input" | "limits" | "baseUrl";

export interface RequestProblem {
  readonly field: RequestField;
  /** `bad-input`, or `mixed-content` for a base URL the browser would block. */
  readonly error: RunError;
}

export type CheckedRequest = Pick<
  RunRequest,
  "provider" | "baseUrl" | "model" | "apiKey" | "input" | "capBytes" | "timeoutMs" | "maxRetries"
>;

const MODEL_ID = /^[^\p{Cc}\p{Cf}\s]{1,256}$/u;

/**
 * Every problem of the request, at most one per field, in the order a run meets them (provider, model,
 * key, message, limits, base URL); empty when it can be sent. `page`: where a browser sends it from.
 */
export function requestProblems(
  request: CheckedRequest,
  advice: RunAdvice = RUN_PANEL_ADVICE,
  page: PageContext | null = null,
): RequestProblem[] {
  const problems: RequestProblem[] = [];
  const add = (field: RequestField, message: string) =>
    problems.push({ field, error: new RunError("bad-input", message) });
  if (!isRunProvider(request.provider)) {
    add(
      "provider",
      `Unknown provider '${String(request.provider).slice(0, 60)}': use ${RUN_PROVIDERS.join(", ")}.`,
    );
    return problems;
  }
  if (!MODEL_ID.test(request.model))
    add(
      "model",
      "Give a model id (up to 256 characters, no spaces), e.g. gpt-4.1, claude-sonnet-4-6 or llama3.2.",
    );
  const key = request.apiKey.trim();
  if (request.provider !== "openai-compatible" && key === "")
    add("apiKey", `Give an API key for ${request.provider === "openai" ? "OpenAI" : "Anthropic"}.`);
  else if (/[\s\p{Cc}]/u.test(key) || /[^\x20-\x7e]/.test(key))
    add("apiKey", `The API key holds spaces or characters a key never has: ${advice.keyAgain}.`);
  if (request.input.trim() === "") add("input", "Write a user message to send.");
  const limits: string[] = [];
  for (const [value, what] of [
    [request.capBytes, "capBytes"],
    [request.timeoutMs, "timeoutMs"],
  ] as const) {
    if (value !== undefined && (!Number.isFinite(value) || value <= 0))
      limits.push(`${what} must be a number above 0 (got ${value}).`);
  }
  const retries = request.maxRetries;
  if (retries !== undefined && (!Number.isInteger(retries) || retries < 0 || retries > 10))
    limits.push(`maxRetries must be a whole number from 0 to 10 (got ${retries}).`);
  if (limits.length > 0) add("limits", limits.join(" "));
  try {
    assertNotMixedContent(resolveEndpoint(request.provider, request.baseUrl, advice.key), page);
  } catch (error) {
    if (!(error instanceof RunError)) throw error;
    problems.push({ field: "baseUrl", error });
  }
  return problems;
}

/** The request's endpoint, or the first of its problems thrown (RunError): nothing has been sent. */
export function checkRunRequest(
  request: CheckedRequest,
  advice: RunAdvice = RUN_PANEL_ADVICE,
  page: PageContext | null = null,
): Endpoint {
  const [first] = requestProblems(request, advice, page);
  if (first) throw first.error;
  return resolveEndpoint(request.provider, request.baseUrl, advice.key);
}

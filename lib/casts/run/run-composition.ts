// Runs a composition once against a provider: builds the request (request-body.ts), streams the
// reply through the official SDK with our transport (transport.ts), and reports the reply, why it
// ended, usage and time, or a RunError in words (failure.ts).
import { prepareReplyCheck } from "./check-reply";
import { assertNotMixedContent, currentPage, resolveEndpoint } from "./endpoint";
import { toRunError } from "./failure";
import { anthropicRunBody, openAIRunBody, runOperable } from "./request-body";
import { RunError } from "./run-error";
import type { StreamOutcome } from "./stream-types";
import { createTransportState, formatBytes, guardedFetch } from "./transport";
import {
  DEFAULT_CAP_BYTES,
  DEFAULT_TIMEOUT_MS,
  isRunProvider,
  RUN_PANEL_ADVICE,
  RUN_PROVIDERS,
  type FinishReason,
  type RunAdvice,
  type RunOptions,
  type RunRequest,
  type RunResult,
} from "./types";

const MODEL_ID = /^[^\p{Cc}\p{Cf}\s]{1,256}$/u;

function checkRequest(request: RunRequest, advice: RunAdvice): void {
  if (!isRunProvider(request.provider))
    throw new RunError(
      "bad-input",
      `Unknown provider '${String(request.provider).slice(0, 60)}': use ${RUN_PROVIDERS.join(", ")}.`,
    );
  if (!MODEL_ID.test(request.model))
    throw new RunError(
      "bad-input",
      "Give a model id (up to 256 characters, no spaces), e.g. gpt-4.1, claude-sonnet-4-6 or llama3.2.",
    );
  if (request.provider !== "openai-compatible" && request.apiKey.trim() === "")
    throw new RunError(
      "bad-input",
      `Give an API key for ${request.provider === "openai" ? "OpenAI" : "Anthropic"}.`,
    );
  if (/[\s\p{Cc}]/u.test(request.apiKey.trim()) || /[^\x20-\x7e]/.test(request.apiKey.trim()))
    throw new RunError(
      "bad-input",
      `The API key holds spaces or characters a key never has: ${advice.keyAgain}.`,
    );
  if (request.input.trim() === "") throw new RunError("bad-input", "Write a user message to send.");
  for (const [value, what] of [
    [request.capBytes, "capBytes"],
    [request.timeoutMs, "timeoutMs"],
  ] as const) {
    if (value !== undefined && (!Number.isFinite(value) || value <= 0))
      throw new RunError("bad-input", `${what} must be a number above 0 (got ${value}).`);
  }
  const retries = request.maxRetries;
  if (retries !== undefined && (!Number.isInteger(retries) || retries < 0 || retries > 10))
    throw new RunError("bad-input", `maxRetries must be a whole number from 0 to 10 (got ${retries}).`);
}

/**
 * Sends the composition and streams the reply; throws RunError (with `partialReply` when some came, and
 * `notices` when the SDK said something of the request first).
 */
export async function runComposition(request: RunRequest, options: RunOptions = {}): Promise<RunResult> {
  const advice = request.advice ?? RUN_PANEL_ADVICE;
  checkRequest(request, advice);
  const endpoint = resolveEndpoint(request.provider, request.baseUrl, advice.key);
  const page = currentPage();
  assertNotMixedContent(endpoint, page);
  const operable = runOperable(request.role.name, request.role.emits);
  const capBytes = request.capBytes ?? DEFAULT_CAP_BYTES;
  const timeoutMs = request.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const apiKey = request.apiKey.trim() || "none";
  const state = createTransportState();
  const controller = new AbortController();
  let stopped = false;
  const stop = () => {
    stopped = true;
    controller.abort();
  };
  if (options.signal?.aborted) throw new RunError("aborted", "Stopped.");
  options.signal?.addEventListener("abort", stop, { once: true });
  const timer = setTimeout(() => {
    state.capped ??= "time";
    state.failure ??= new RunError(
      "timeout",
      `No complete reply within ${timeoutMs / 1000} s; the run was stopped. Ask for a shorter reply, or ${advice.timeCap}.`,
    );
    controller.abort();
  }, timeoutMs);
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fetch = guardedFetch(baseFetch, { endpoint, capBytes, state, page, advice });
  let text = "";
  const push = (delta: string) => {
    text += delta;
    options.onText?.(delta, text);
  };
  const notices: string[] = [];
  const noticesField = () => (notices.length > 0 ? { notices: [...notices] } : {});
  let started = performance.now();
  const common = {
    endpoint,
    apiKey,
    fetch,
    signal: controller.signal,
    maxRetries: request.maxRetries ?? 0,
    timeoutMs: timeoutMs + 1000,
    push,
    note: (notice: string) => void notices.push(notice),
  };
  const limits = { capBytes, timeoutMs };
  // While the model writes, the reply's checks get ready, so verdicts follow the reply's end at once.
  const warm = setTimeout(() => prepareReplyCheck(request.role.emits, request.role.name), 0);
  try {
    let outcome: StreamOutcome;
    let finish: FinishReason;
    // The SDK of the chosen provider only, loaded before the clock starts.
    if (request.provider === "anthropic") {
      const { streamAnthropic, anthropicFinish } = await import("./anthropic-stream");
      started = performance.now();
      outcome = await streamAnthropic({ ...common, body: anthropicRunBody(request, operable) });
      finish = anthropicFinish(outcome.providerFinishReason);
    } else {
      const { streamOpenAI, openAIFinish } = await import("./openai-stream");
      started = performance.now();
      outcome = await streamOpenAI({ ...common, body: openAIRunBody(request, operable) });
      finish = openAIFinish(outcome.providerFinishReason, outcome.refused === true);
    }
    if (state.failure) throw state.failure;
    if (stopped) throw new RunError("aborted", "Stopped.");
    if (outcome.providerFinishReason === null)
      throw new RunError(
        "interrupted",
        `The stream from ${endpoint.host} ended before the reply was complete (after ${formatBytes(state.bytes)}). Run again; if it keeps happening, a proxy may be cutting long replies.`,
        { requestId: outcome.requestId ?? undefined },
      );
    return {
      provider: request.provider,
      model: request.model,
      ...(outcome.requestId ? { requestId: outcome.requestId } : {}),
      reply: text,
      finishReason: finish,
      providerFinishReason: outcome.providerFinishReason,
      ...(outcome.usage ? { usage: outcome.usage } : {}),
      ms: Math.round(performance.now() - started),
      bytes: state.bytes,
      limits,
      ...noticesField(),
      ...(finish === "max_tokens"
        ? {
            cutOff: `The reply was cut off by the token limit${outcome.usage ? ` after ${outcome.usage.outputTokens} tokens` : ""}: ${advice.maxTokens}${request.provider === "anthropic" ? "" : ` (or ${advice.maxTokensUnset})`}, or ask for a shorter reply.`,
          }
        : {}),
    };
  } catch (error) {
    const failure = toRunError(error, {
      provider: request.provider,
      model: request.model,
      endpoint,
      state,
      page,
      apiKey: request.apiKey.trim(),
      stopped,
      timeoutMs,
      advice,
    });
    if (
      request.onCap === "truncate" &&
      state.capped !== null &&
      (failure.kind === "too-large" || failure.kind === "timeout")
    ) {
      return {
        provider: request.provider,
        model: request.model,
        ...(state.requestId ? { requestId: state.requestId } : {}),
        reply: text,
        finishReason: "capped",
        providerFinishReason: null,
        ms: Math.round(performance.now() - started),
        bytes: state.bytes,
        limits,
        capped: { reason: state.capped, limit: state.capped === "bytes" ? capBytes : timeoutMs },
        ...noticesField(),
      };
    }
    throw failure.withPartialReply(text).withNotices(notices);
  } finally {
    clearTimeout(timer);
    clearTimeout(warm);
    options.signal?.removeEventListener("abort", stop);
  }
}

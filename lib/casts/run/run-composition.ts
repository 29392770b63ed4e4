// Runs a composition once against a provider: builds the request (request-body.ts), streams the
// reply through the official SDK with our transport (transport.ts), and reports the reply, why it
// ended, usage and time, or a RunError in words (failure.ts).
import { prepareReplyCheck } from "./check-reply";
import { checkRunRequest } from "./check-request";
import { currentPage, type Endpoint } from "./endpoint";
import { toRunError } from "./failure";
import { anthropicRunBody, openAIRunBody, runOperable } from "./request-body";
import { RunError } from "./run-error";
import type { StreamOutcome } from "./stream-types";
import { createTransportState, formatBytes, guardedFetch } from "./transport";
import {
  DEFAULT_CAP_BYTES,
  DEFAULT_TIMEOUT_MS,
  RUN_PANEL_ADVICE,
  type FinishReason,
  type RunAdvice,
  type RunOptions,
  type RunRequest,
  type RunResult,
} from "./types";

/**
 * The time cap's words, by how far the run got: no answer at all (the server down or a model still
 * loading), an answer with no reply text yet (a model that thinks first), or a reply cut short.
 */
function timeoutError(
  endpoint: Endpoint,
  timeoutMs: number,
  answered: boolean,
  text: string,
  advice: RunAdvice,
): RunError {
  const seconds = `${timeoutMs / 1000} s`;
  if (!answered)
    return new RunError(
      "timeout",
      `No answer from ${endpoint.host} within ${seconds}; the run was stopped. Check that the server is running; a model that is still loading may need longer: ${advice.timeCap}.`,
    );
  if (text === "")
    return new RunError(
      "timeout",
      `${endpoint.host} answered but sent no reply within ${seconds}; the run was stopped. A model that thinks before it writes may need longer: ${advice.timeCap}.`,
    );
  return new RunError(
    "timeout",
    `No complete reply within ${seconds}; the run was stopped. Ask for a shorter reply, or ${advice.timeCap}.`,
  );
}

/**
 * Sends the composition and streams the reply; throws RunError (with `partialReply` when some came, and
 * `notices` when the SDK said something of the request first).
 */
export async function runComposition(request: RunRequest, options: RunOptions = {}): Promise<RunResult> {
  const advice = request.advice ?? RUN_PANEL_ADVICE;
  const page = currentPage();
  const endpoint = checkRunRequest(request, advice, page);
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
  let text = "";
  const push = (delta: string) => {
    text += delta;
    options.onText?.(delta, text);
  };
  const timer = setTimeout(() => {
    state.capped ??= "time";
    state.failure ??= timeoutError(endpoint, timeoutMs, state.status !== null, text, advice);
    controller.abort();
  }, timeoutMs);
  const baseFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const fetch = guardedFetch(baseFetch, { endpoint, capBytes, state, page, advice });
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

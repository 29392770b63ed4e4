// Run a composition against a model and check the reply (contract §11); browser-safe.
export { runComposition } from "./run-composition";
export { checkReply, prepareReplyCheck } from "./check-reply";
export type { CheckReplyOptions, Escalation, KeyVerdict, ReplyCheck } from "./check-reply";
export { RunError, RUN_ERROR_KINDS, isRunError } from "./run-error";
export type { RunErrorKind } from "./run-error";
export { buildRunBody, runOperable } from "./request-body";
export type { AnthropicRunBody, OpenAIRunBody } from "./request-body";
export { PRICE_TABLE, estimateCost, findPrice, formatUsd } from "./prices";
export type { CostEstimate, ModelPrice, PriceTable } from "./prices";
export { fillVariables, findVariables, missingVariables } from "./variables";
export { addressSpaceOf, resolveEndpoint } from "./endpoint";
export { checkRunRequest, requestProblems } from "./check-request";
export type { CheckedRequest, RequestField, RequestProblem } from "./check-request";
export { formatBytes } from "./transport";
export {
  DEFAULT_BASE_URLS,
  DEFAULT_CAP_BYTES,
  DEFAULT_TIMEOUT_MS,
  RUN_PANEL_ADVICE,
  RUN_PROVIDERS,
  isRunProvider,
} from "./types";
export type {
  FinishReason,
  RunAdvice,
  RunEmits,
  RunOptions,
  RunProvider,
  RunRequest,
  RunResult,
  RunUsage,
} from "./types";

// Comparing two compositions: specs, sourced messages, the line diff with sources, emission deltas.
export { formatCompositionSpec, parseCompositionSpec, SPEC_LIMITS } from "./composition-spec";
export type { CompositionSpec, CompositionSpecResult, KnownCompositionNames } from "./composition-spec";
export { buildSourcedMessage, SEPARATOR, sourceKey, sourceLabel } from "./sourced-message";
export type {
  MessagePart,
  MessageSource,
  MessageSourceKind,
  SourcedLine,
  SourcedMessage,
  SourcedMessageInput,
} from "./sourced-message";
export { diffSourcedMessages } from "./diff-messages";
export type {
  DiffLine,
  DiffOptions,
  DiffStatus,
  MessageDiff,
  MessageTotals,
  SourceChange,
  SourceDelta,
} from "./diff-messages";
export { diffEmissions } from "./diff-emissions";
export type { EmissionDelta, EmissionSpecData } from "./diff-emissions";
export { unifiedMessageDiff } from "./unified-diff";

// Messages over the official `@anthropic-ai/sdk` client, streamed
// (docs.anthropic.com/en/api/messages-streaming: message_start carries the input usage,
// content_block_delta the text, message_delta the stop reason and the output usage, message_stop
// the end; `error` events fail the stream).
import Anthropic from "@anthropic-ai/sdk";

import type { AnthropicRunBody } from "./request-body";
import { sdkClientOptions, sdkNotices, type StreamArgs, type StreamOutcome } from "./stream-types";
import type { FinishReason } from "./types";

export async function streamAnthropic(args: StreamArgs<AnthropicRunBody>): Promise<StreamOutcome> {
  const client = new Anthropic(sdkClientOptions(args));
  const response = sdkNotices(
    () => client.messages.create(args.body, { signal: args.signal }).withResponse(),
    args.note,
  );
  const { data: stream, request_id } = await response;
  let finish: string | null = null;
  let inputTokens = 0;
  let outputTokens = 0;
  let sawUsage = false;
  let ended = false;
  for await (const event of stream) {
    switch (event.type) {
      case "message_start": {
        const usage = event.message.usage;
        inputTokens =
          usage.input_tokens +
          (usage.cache_creation_input_tokens ?? 0) +
          (usage.cache_read_input_tokens ?? 0);
        outputTokens = usage.output_tokens;
        sawUsage = true;
        break;
      }
      case "content_block_delta":
        if (event.delta.type === "text_delta" && event.delta.text !== "") args.push(event.delta.text);
        break;
      case "message_delta":
        if (event.delta.stop_reason) finish = event.delta.stop_reason;
        outputTokens = event.usage.output_tokens;
        sawUsage = true;
        break;
      case "message_stop":
        ended = true;
        break;
      default:
        break;
    }
  }
  return {
    requestId: request_id ?? null,
    providerFinishReason: ended ? finish : null,
    usage: sawUsage ? { inputTokens, outputTokens } : undefined,
    refused: finish === "refusal",
  };
}

/** Anthropic's stop reasons in the run vocabulary. */
export function anthropicFinish(reason: string | null): FinishReason {
  switch (reason) {
    case "end_turn":
    case "stop_sequence":
      return "stop";
    case "max_tokens":
    case "model_context_window_exceeded":
      return "max_tokens";
    case "refusal":
      return "refusal";
    case "tool_use":
      return "tool_use";
    default:
      return "unknown";
  }
}

// Chat Completions over the official `openai` client, streamed with usage
// (platform.openai.com/docs/api-reference/chat/create: `stream_options.include_usage` adds a last
// chunk whose `choices` is empty and whose `usage` covers the request).
import OpenAI from "openai";

import type { OpenAIRunBody } from "./request-body";
import { sdkClientOptions, sdkNotices, type StreamArgs, type StreamOutcome } from "./stream-types";
import type { FinishReason } from "./types";

export async function streamOpenAI(args: StreamArgs<OpenAIRunBody>): Promise<StreamOutcome> {
  const client = new OpenAI({ ...sdkClientOptions(args), organization: null, project: null });
  const response = sdkNotices(
    () => client.chat.completions.create(args.body, { signal: args.signal }).withResponse(),
    args.note,
  );
  const { data: stream, request_id } = await response;
  let finish: string | null = null;
  let usage: StreamOutcome["usage"];
  let refused = false;
  for await (const chunk of stream) {
    const choice = chunk.choices?.[0];
    const delta = choice?.delta;
    if (typeof delta?.content === "string" && delta.content !== "") args.push(delta.content);
    if (typeof delta?.refusal === "string" && delta.refusal !== "") {
      refused = true;
      args.push(delta.refusal);
    }
    if (choice?.finish_reason) finish = choice.finish_reason;
    if (chunk.usage)
      usage = { inputTokens: chunk.usage.prompt_tokens, outputTokens: chunk.usage.completion_tokens };
  }
  return { requestId: request_id ?? null, providerFinishReason: finish, usage, refused };
}

/** OpenAI's finish reasons in the run vocabulary. */
export function openAIFinish(reason: string | null, refused: boolean): FinishReason {
  if (refused) return "refusal";
  switch (reason) {
    case "stop":
      return "stop";
    case "length":
      return "max_tokens";
    case "content_filter":
      return "content_filter";
    case "tool_calls":
    case "function_call":
      return "tool_use";
    default:
      return "unknown";
  }
}

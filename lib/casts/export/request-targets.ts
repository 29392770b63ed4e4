// What the request targets (formats/openai, formats/anthropic) share: body types, the user
// placeholder, schema notes and the JSON file.
import type { ExportContext, ExportFile } from "./context";
import type { DroppedConstraint, JsonSchemaNode, ProviderSchema } from "./provider-schema";
import { EXPORT_TARGET_INFO } from "./targets";

/** The user turn request bodies carry, to be replaced by the real task. */
export const USER_PLACEHOLDER = "Replace this with the task for the agent.";

export const ANTHROPIC_EFFORTS = ["low", "medium", "high", "xhigh", "max"] as const;
type AnthropicEffort = (typeof ANTHROPIC_EFFORTS)[number];

/** Chat Completions request body; structurally a `ChatCompletionCreateParamsNonStreaming`. */
export interface OpenAIChatRequest {
  model: string;
  messages: [{ role: "developer"; content: string }, { role: "user"; content: string }];
  response_format?: {
    type: "json_schema";
    json_schema: { name: string; strict: true; schema: JsonSchemaNode };
  };
}

/** Messages request body; structurally a `MessageCreateParamsNonStreaming`. */
export interface AnthropicMessagesRequest {
  model: string;
  max_tokens: number;
  system: string;
  messages: [{ role: "user"; content: string }];
  output_config?: {
    format?: { type: "json_schema"; schema: JsonSchemaNode };
    effort?: AnthropicEffort;
  };
}

/** One line per constraint the provider could not take: `path: keyword value`. */
export function describeDropped(dropped: readonly DroppedConstraint[]): string[] {
  return dropped.map((entry) => `${entry.path || "(root)"}: ${entry.keyword} ${JSON.stringify(entry.value)}`);
}

export function noteSchema(context: ExportContext, schema: ProviderSchema, provider: string): void {
  if (schema.encodedMaps.length > 0) {
    context.notes.push(
      `Free-form maps are sent as JSON-encoded strings (${schema.encodedMaps.join(", ")}); decodeReply parses them back.`,
    );
  }
  if (schema.dropped.length > 0) {
    context.notes.push(
      `Not expressible in ${provider} structured outputs, checked by decodeReply after the reply: ${describeDropped(schema.dropped).join("; ")}.`,
    );
  }
}

export function schemaName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "emissions";
}

export function requestFile(context: ExportContext, body: unknown): ExportFile {
  return {
    path: EXPORT_TARGET_INFO[context.target].path(context.slug),
    content: `${JSON.stringify(body, null, 2)}\n`,
  };
}

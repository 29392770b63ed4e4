// What the request targets (formats/openai, formats/anthropic) and a run's body (../run/request-body.ts)
// share: body types, the instructions message, the user placeholder, schema notes and the JSON file.
// Neither API requires instructions: Chat Completions takes any list of messages
// (https://platform.openai.com/docs/api-reference/chat/create, `messages`) and Messages has an optional
// `system` (https://docs.claude.com/en/api/messages), so a role with none sends no instructions message.
import type { ExportContext, ExportFile } from "./context";
import type { DroppedConstraint, JsonSchemaNode, ProviderSchema } from "./provider-schema";
import { EXPORT_TARGET_INFO } from "./targets";

/** The user turn request bodies carry, to be replaced by the real task. */
export const USER_PLACEHOLDER = "Replace this with the task for the agent.";

export const ANTHROPIC_EFFORTS = ["low", "medium", "high", "xhigh", "max"] as const;
type AnthropicEffort = (typeof ANTHROPIC_EFFORTS)[number];

/** A Chat Completions user turn. */
export interface UserMessage {
  role: "user";
  content: string;
}

/** The instructions as a Chat Completions message of `role`, before the user turn. */
export interface InstructionMessage<Role extends "developer" | "system"> {
  role: Role;
  content: string;
}

/** Chat Completions request body; structurally a `ChatCompletionCreateParamsNonStreaming`. */
export interface OpenAIChatRequest {
  model: string;
  /** The developer message, absent for a role with no instructions, then the user turn. */
  messages: [InstructionMessage<"developer">, UserMessage] | [UserMessage];
  response_format?: {
    type: "json_schema";
    json_schema: { name: string; strict: true; schema: JsonSchemaNode };
  };
}

/** Messages request body; structurally a `MessageCreateParamsNonStreaming`. */
export interface AnthropicMessagesRequest {
  model: string;
  max_tokens: number;
  /** The instructions; absent for a role with none (never an empty system prompt). */
  system?: string;
  messages: [{ role: "user"; content: string }];
  output_config?: {
    format?: { type: "json_schema"; schema: JsonSchemaNode };
    effort?: AnthropicEffort;
  };
}

/** Whether `instructions` say anything: a request (export or run) sends no empty system message. */
export function hasInstructions(instructions: string): boolean {
  return instructions.trim() !== "";
}

/** The Chat Completions messages: the instructions as a `role` message when there are any, then `user`. */
export function chatMessages<Role extends "developer" | "system">(
  instructions: string,
  role: Role,
  user: string,
): [InstructionMessage<Role>, UserMessage] | [UserMessage] {
  const turn: UserMessage = { role: "user", content: user };
  return hasInstructions(instructions) ? [{ role, content: instructions }, turn] : [turn];
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

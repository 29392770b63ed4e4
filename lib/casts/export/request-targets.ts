import type { ExportContext, ExportFile } from "./context";
import { requestModel } from "./context";
import {
  ANTHROPIC_SCHEMA_LIMITS,
  countSchemaProperties,
  providerSchema,
  type DroppedConstraint,
  type JsonSchemaNode,
  type ProviderSchema,
} from "./provider-schema";
import { ANTHROPIC_MAX_TOKENS, EXPORT_TARGET_INFO } from "./targets";

/** The user turn request bodies carry, to be replaced by the real task. */
export const USER_PLACEHOLDER = "Replace this with the task for the agent.";

const ANTHROPIC_EFFORTS = ["low", "medium", "high", "xhigh", "max"] as const;
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

export interface RequestExport<Body> {
  readonly file: ExportFile;
  readonly body: Body;
  readonly schema: ProviderSchema | null;
}

/** One line per constraint the provider could not take: `path: keyword value`. */
export function describeDropped(dropped: readonly DroppedConstraint[]): string[] {
  return dropped.map((entry) => `${entry.path || "(root)"}: ${entry.keyword} ${JSON.stringify(entry.value)}`);
}

function noteSchema(context: ExportContext, schema: ProviderSchema, provider: string): void {
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

function schemaName(name: string): string {
  return name.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 64) || "emissions";
}

function requestFile(context: ExportContext, body: unknown): ExportFile {
  return {
    path: EXPORT_TARGET_INFO[context.target].path(context.slug),
    content: `${JSON.stringify(body, null, 2)}\n`,
  };
}

export function openAIRequest(context: ExportContext): RequestExport<OpenAIChatRequest> {
  const body: OpenAIChatRequest = {
    model: requestModel(context, "openai"),
    messages: [
      { role: "developer", content: context.system },
      { role: "user", content: USER_PLACEHOLDER },
    ],
  };
  const operable = context.profile.emissionOperable();
  const schema = operable ? providerSchema(operable, "openai") : null;
  if (operable && schema) {
    body.response_format = {
      type: "json_schema",
      json_schema: { name: schemaName(operable.name), strict: true, schema: schema.schema },
    };
    noteSchema(context, schema, "OpenAI strict");
  }
  if (context.effort !== null)
    context.notes.push(
      `The pack's effort '${context.effort}' is not written: set reasoning_effort for reasoning models yourself.`,
    );
  return { file: requestFile(context, body), body, schema };
}

export function anthropicRequest(context: ExportContext): RequestExport<AnthropicMessagesRequest> {
  const body: AnthropicMessagesRequest = {
    model: requestModel(context, "anthropic"),
    max_tokens: ANTHROPIC_MAX_TOKENS,
    system: context.system,
    messages: [{ role: "user", content: USER_PLACEHOLDER }],
  };
  const operable = context.profile.emissionOperable();
  const schema = operable ? providerSchema(operable, "anthropic") : null;
  const effort = ANTHROPIC_EFFORTS.find((candidate) => candidate === context.effort);
  if (context.effort !== null && effort === undefined) {
    context.notes.push(
      `The pack's effort '${context.effort}' is not one of ${ANTHROPIC_EFFORTS.join(", ")}: not written.`,
    );
  }
  if (schema || effort) {
    body.output_config = {
      ...(schema ? { format: { type: "json_schema" as const, schema: schema.schema } } : {}),
      ...(effort ? { effort } : {}),
    };
  }
  if (schema) {
    noteSchema(context, schema, "Anthropic");
    const counts = countSchemaProperties(schema.schema);
    if (
      counts.optional > ANTHROPIC_SCHEMA_LIMITS.optionalProperties ||
      counts.union > ANTHROPIC_SCHEMA_LIMITS.unionProperties
    ) {
      context.notes.push(
        `This schema has ${counts.optional} optional and ${counts.union} union-typed properties; Anthropic documents limits of ${ANTHROPIC_SCHEMA_LIMITS.optionalProperties} and ${ANTHROPIC_SCHEMA_LIMITS.unionProperties} across a request's strict schemas, so the API may reject it.`,
      );
    }
  }
  return { file: requestFile(context, body), body, schema };
}

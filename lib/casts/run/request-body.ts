// The request a run sends (contract §11): the export's section-7 body for the provider
// (lib/casts/export/request-targets.ts; request-body.test.ts holds the two equal for every role)
// with the user's message and the streaming fields; openai-compatible puts the instructions in a
// `system` message and asks for `max_tokens`, which servers other than OpenAI know. A role with no
// instructions sends no instructions message at all, as its export does.
import { getEmissionModel } from "../emissions/registry";
import type { EmissionModel } from "../emissions/model";
import {
  ANTHROPIC_EFFORTS,
  chatMessages,
  hasInstructions,
  schemaName,
  type AnthropicMessagesRequest,
  type InstructionMessage,
  type OpenAIChatRequest,
  type UserMessage,
} from "../export/request-targets";
import { providerSchema } from "../export/provider-schema";
import { ANTHROPIC_MAX_TOKENS } from "../export/targets";
import { buildEmissionOperable, Operable } from "../operable";
import { RunError } from "./run-error";
import type { RunEmits, RunRequest } from "./types";

export type OpenAIRunBody = Omit<OpenAIChatRequest, "messages"> & {
  messages: [InstructionMessage<"developer" | "system">, UserMessage] | [UserMessage];
  stream: true;
  stream_options: { include_usage: true };
  max_completion_tokens?: number;
  max_tokens?: number;
};

export type AnthropicRunBody = AnthropicMessagesRequest & { stream: true };

// Operable.jsonSchema() converts the zod models each call (about 10 ms for a large role); a run
// needs it for the request and again for every key it decodes, so it is computed once per operable.
const jsonSchemas = new WeakMap<Operable, Record<string, unknown>>();

class SchemaCachedOperable extends Operable {
  override jsonSchema(): Record<string, unknown> {
    let schema = jsonSchemas.get(this);
    if (!schema) {
      schema = Object.freeze(super.jsonSchema());
      jsonSchemas.set(this, schema);
    }
    return schema;
  }
}

const operables = new WeakMap<object, Operable | null>();

/**
 * The role's operable from model names, models or an operable; null for a free-text role. The same
 * `emits` (array or operable) gives the same operable, so building a run's request prepares the
 * checks of its reply.
 */
export function runOperable(roleName: string, emits: RunEmits): Operable | null {
  if (emits === null) return null;
  const cached = operables.get(emits);
  if (cached !== undefined) return cached;
  let operable: Operable | null;
  if (emits instanceof Operable) {
    operable = new SchemaCachedOperable(emits.specs, emits.name);
  } else {
    const models = emits.map((entry): EmissionModel => {
      if (typeof entry !== "string") return entry;
      const model = getEmissionModel(entry);
      if (!model)
        throw new RunError(
          "bad-input",
          `Unknown emission model '${entry.slice(0, 100)}' for role '${roleName}'.`,
        );
      return model;
    });
    const built = buildEmissionOperable(models, { name: `${roleName}_emissions` });
    operable = built && new SchemaCachedOperable(built.specs, built.name);
  }
  operables.set(emits, operable);
  return operable;
}

function positiveInteger(value: number | undefined, what: string): number | undefined {
  if (value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 1)
    throw new RunError("bad-input", `${what} must be a whole number above 0 (got ${value}).`);
  return value;
}

export function openAIRunBody(request: RunRequest, operable: Operable | null): OpenAIRunBody {
  const compatible = request.provider === "openai-compatible";
  const maxTokens = positiveInteger(request.maxTokens, "maxTokens");
  const body: OpenAIRunBody = {
    model: request.model,
    messages: chatMessages(request.instructions, compatible ? "system" : "developer", request.input),
    stream: true,
    stream_options: { include_usage: true },
  };
  if (operable && request.structuredOutput !== false) {
    body.response_format = {
      type: "json_schema",
      json_schema: {
        name: schemaName(operable.name),
        strict: true,
        schema: providerSchema(operable, "openai").schema,
      },
    };
  }
  if (maxTokens !== undefined) {
    if (compatible) body.max_tokens = maxTokens;
    else body.max_completion_tokens = maxTokens;
  }
  return body;
}

export function anthropicRunBody(request: RunRequest, operable: Operable | null): AnthropicRunBody {
  const effort = ANTHROPIC_EFFORTS.find((candidate) => candidate === request.effort);
  if (request.effort && effort === undefined)
    throw new RunError(
      "bad-input",
      `effort must be one of ${ANTHROPIC_EFFORTS.join(", ")} (got '${request.effort.slice(0, 40)}').`,
    );
  const schema =
    operable && request.structuredOutput !== false ? providerSchema(operable, "anthropic").schema : null;
  const body: AnthropicRunBody = {
    model: request.model,
    max_tokens: positiveInteger(request.maxTokens, "maxTokens") ?? ANTHROPIC_MAX_TOKENS,
    ...(hasInstructions(request.instructions) ? { system: request.instructions } : {}),
    messages: [{ role: "user", content: request.input }],
    stream: true,
  };
  if (schema || effort) {
    body.output_config = {
      ...(schema ? { format: { type: "json_schema" as const, schema } } : {}),
      ...(effort ? { effort } : {}),
    };
  }
  return body;
}

/** The body a run sends, for display ("what is sent") and tests. */
export function buildRunBody(request: RunRequest): OpenAIRunBody | AnthropicRunBody {
  const operable = runOperable(request.role.name, request.role.emits);
  return request.provider === "anthropic"
    ? anthropicRunBody(request, operable)
    : openAIRunBody(request, operable);
}

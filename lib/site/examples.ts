import {
  emissionJsonSchema,
  EscalationRequest,
  formatOperableIssues,
  type EmissionModel,
  type JsonValue,
  type Role,
} from "@/lib/casts";

import { z } from "zod";

import { EXAMPLE_PAYLOADS } from "./example-payloads";

type JsonObject = { readonly [key: string]: JsonValue };
const EXAMPLES: Readonly<Record<string, JsonObject>> = EXAMPLE_PAYLOADS;

/** Thrown while rendering a page, so `next build` fails when an example breaks its schema. */
export class InvalidExampleError extends Error {
  override readonly name = "InvalidExampleError";
}

/**
 * How `value` breaks a JSON Schema (zod reads the schema: the JSON Schema a page publishes is checked
 * as published, not only the zod model it came from), one `  $.path: message` line each; "" when valid.
 */
function jsonSchemaIssues(schema: Record<string, unknown>, value: unknown): string {
  const parsed = z.fromJSONSchema(schema as z.core.JSONSchema.JSONSchema).safeParse(value);
  if (parsed.success) return "";
  return parsed.error.issues
    .map((issue) => `  ${["$", ...issue.path.map(String)].join(".")}: ${issue.message}`)
    .join("\n");
}

/** Models whose example this process has checked: the examples are constants, so once is enough. */
const checkedExamples = new WeakSet<EmissionModel>();

/** The example for a model, checked against its JSON Schema and its zod schema; throws when invalid. */
export function getExamplePayload(model: EmissionModel): JsonObject {
  const example = Object.hasOwn(EXAMPLES, model.name) ? EXAMPLES[model.name] : undefined;
  if (example === undefined) {
    throw new InvalidExampleError(
      `No example payload for emission model ${model.name} in lib/site/example-payloads.ts`,
    );
  }
  if (!checkedExamples.has(model)) {
    assertValidExample(model, example);
    checkedExamples.add(model);
  }
  return example;
}

export function assertValidExample(model: EmissionModel, example: unknown): void {
  const schemaIssues = jsonSchemaIssues(emissionJsonSchema(model), example);
  if (schemaIssues)
    throw new InvalidExampleError(`Example for ${model.name} breaks its JSON Schema:\n${schemaIssues}`);
  const parsed = model.shape.safeParse(example);
  if (!parsed.success) {
    throw new InvalidExampleError(`Example for ${model.name} fails its zod schema:\n${parsed.error.message}`);
  }
}

/**
 * A payload a model playing `role` might return: one example per emission key, checked by the role's
 * operable. With the role's first escalation rule from a pack, the EscalationRequest cites that rule.
 */
export function getRoleExamplePayload(role: Role, escalationRule?: string): JsonObject | null {
  const operable = role.emissionOperable();
  if (!operable) return null;
  const payload: Record<string, JsonValue> = {};
  for (const spec of operable.specs) {
    const example = getExamplePayload(spec.model);
    payload[spec.key] =
      spec.model === EscalationRequest ? roleEscalation(example, role.name, escalationRule) : example;
  }
  const schemaIssues = jsonSchemaIssues(operable.jsonSchema(), payload);
  if (schemaIssues)
    throw new InvalidExampleError(
      `Example payload for role ${role.name} breaks its operable's JSON Schema:\n${schemaIssues}`,
    );
  const parsed = operable.safeParse(payload);
  if (!parsed.success) {
    throw new InvalidExampleError(
      `Example payload for role ${role.name} fails its operable:\n${formatOperableIssues(parsed.issues)}`,
    );
  }
  return payload;
}

function roleEscalation(example: JsonObject, role: string, rule: string | undefined): JsonObject {
  const condition = rule?.replace(/^Escalate (?:when|if)\s+/i, "").replace(/\.$/, "");
  if (!condition) return { ...example, from_role: role };
  return {
    reason: `${condition.charAt(0).toUpperCase()}${condition.slice(1)}. The pack's escalation rule says this is not the ${role}'s call.`,
    context: { pack: "default", rule: `roles.${role}.escalations[0]` },
    urgency: "blocked",
    from_role: role,
  };
}

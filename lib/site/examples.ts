import {
  emissionJsonSchema,
  EscalationRequest,
  formatOperableIssues,
  type EmissionModel,
  type JsonValue,
  Role,
} from "@/lib/casts";

import { z } from "zod";

import { EXAMPLE_PAYLOADS } from "./example-payloads";
import { ROLE_EXAMPLE_OVERRIDES } from "./role-example-overrides";

type JsonObject = { readonly [key: string]: JsonValue };
const EXAMPLES: Readonly<Record<string, JsonObject>> = EXAMPLE_PAYLOADS;
const ROLE_OVERRIDES: Readonly<Record<string, Partial<Readonly<Record<string, JsonObject>>>>> =
  ROLE_EXAMPLE_OVERRIDES;

/** Thrown while rendering a page, so `next build` fails when an example breaks its schema. */
export class InvalidExampleError extends Error {
  override readonly name = "InvalidExampleError";
}

/**
 * Each model's JSON Schema as zod reads it (the schema a page publishes is checked as published, not
 * only the zod model it came from), made once per process: the schemas are constants, and reading one
 * cost more than checking a value with it (a role page's check read its whole response schema afresh).
 */
const schemaReaders = new WeakMap<EmissionModel, z.ZodType>();

/**
 * How `value` breaks `model`'s JSON Schema, one `  $.path: message` line each (`path`: where `value`
 * sits); "" when valid.
 */
function jsonSchemaIssues(model: EmissionModel, value: unknown, path: readonly string[] = []): string {
  let reader = schemaReaders.get(model);
  if (!reader) {
    reader = z.fromJSONSchema(emissionJsonSchema(model) as z.core.JSONSchema.JSONSchema);
    schemaReaders.set(model, reader);
  }
  const parsed = reader.safeParse(value);
  if (parsed.success) return "";
  return parsed.error.issues
    .map((issue) => `  ${["$", ...path, ...issue.path.map(String)].join(".")}: ${issue.message}`)
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
  const schemaIssues = jsonSchemaIssues(model, example);
  if (schemaIssues)
    throw new InvalidExampleError(`Example for ${model.name} breaks its JSON Schema:\n${schemaIssues}`);
  const parsed = model.shape.safeParse(example);
  if (!parsed.success) {
    throw new InvalidExampleError(`Example for ${model.name} fails its zod schema:\n${parsed.error.message}`);
  }
}

/**
 * A payload a model playing `role` might return: one example per emission key, checked by the role's
 * operable. A built-in role's overrides (role-example-overrides.ts) replace fields of the generic examples,
 * so the payload speaks its body's words. With the role's first escalation rule from a pack, the
 * EscalationRequest cites that rule.
 * The role's published response schema is an object of exactly these keys, each with its model's JSON
 * Schema: the keys hold by construction, each model's example is checked once, and a value made here
 * (an override merged over an example, or the escalation) is checked against its model's schema.
 */
export function getRoleExamplePayload(role: Role, escalationRule?: string): JsonObject | null {
  const operable = role.emissionOperable();
  if (!operable) return null;
  const overrides = roleOverrides(role);
  const payload: Record<string, JsonValue> = {};
  const issues: string[] = [];
  for (const spec of operable.specs) {
    const example = getExamplePayload(spec.model);
    const fields = overrides?.[spec.model.name];
    const value =
      spec.model === EscalationRequest
        ? roleEscalation(example, role.name, escalationRule)
        : fields
          ? { ...example, ...fields }
          : example;
    if (value !== example) issues.push(jsonSchemaIssues(spec.model, value, [spec.key]));
    payload[spec.key] = value;
  }
  const schemaIssues = issues.filter(Boolean).join("\n");
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

/** A built-in role's example overrides, by model name; none for another role under a built-in's name. */
function roleOverrides(role: Role): Partial<Readonly<Record<string, JsonObject>>> | undefined {
  if (!Object.hasOwn(ROLE_OVERRIDES, role.name)) return undefined;
  // The overrides quote the built-in's body: a role with another body under its name keeps the generic.
  return Role.load(role.name).body === role.body ? ROLE_OVERRIDES[role.name] : undefined;
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

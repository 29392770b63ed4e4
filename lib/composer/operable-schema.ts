// The role's emission operable, rebuilt from plain data (mirrors buildEmissionOperable and
// Operable.jsonSchema in lib/casts; operable-schema.test.ts pins them together).
import type { ComposerEmission, ComposerEmissionModel, Json, JsonObject } from "./types";

const ESCALATION: ComposerEmission = Object.freeze({ key: "escalation_request", model: "EscalationRequest" });

/** One spec per declared emission, EscalationRequest appended when absent; none when nothing is declared. */
export function operableSpecs(emits: readonly ComposerEmission[]): readonly ComposerEmission[] {
  if (emits.length === 0) return [];
  return emits.some((emission) => emission.model === ESCALATION.model) ? emits : [...emits, ESCALATION];
}

/** The operable's JSON Schema (draft 2020-12), exactly as `role.emissionOperable().jsonSchema()`. */
export function operableJsonSchema(
  roleName: string,
  specs: readonly ComposerEmission[],
  models: Readonly<Record<string, ComposerEmissionModel>>,
): JsonObject {
  const properties: Record<string, Json> = {};
  for (const spec of specs) properties[spec.key] = models[spec.model]?.schema ?? {};
  return {
    $schema: "https://json-schema.org/draft/2020-12/schema",
    title: `${roleName}_emissions`,
    type: "object",
    properties,
    additionalProperties: false,
  };
}

export interface SchemaField {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
}

const isObject = (value: Json | undefined): value is JsonObject =>
  value !== null && value !== undefined && typeof value === "object" && !Array.isArray(value);

/** A short type label for a property schema: `string`, `number (0–1)`, `"low" | "high"`, `string[]`, `string | null`. */
export function describeSchemaType(schema: Json | undefined): string {
  if (!isObject(schema)) return "any";
  const choices = schema["enum"];
  if (Array.isArray(choices)) return choices.map((choice) => JSON.stringify(choice)).join(" | ");
  const union = schema["anyOf"] ?? schema["oneOf"];
  if (Array.isArray(union)) return union.map((part) => describeSchemaType(part)).join(" | ");
  const type = schema["type"];
  const names = Array.isArray(type) ? type.filter((item): item is string => typeof item === "string") : typeof type === "string" ? [type] : [];
  if (names.length === 0) return "any";
  return names
    .map((name) => {
      const tuple = schema["prefixItems"];
      if (name === "array" && Array.isArray(tuple)) return `[${tuple.map((item) => describeSchemaType(item)).join(", ")}]`;
      if (name === "array") return `${describeSchemaType(schema["items"]).replace(/^(.* \| .*)$/, "($1)")}[]`;
      if (name === "number" || name === "integer") {
        const min = schema["minimum"];
        const max = schema["maximum"];
        return typeof min === "number" && typeof max === "number" ? `${name} (${min}–${max})` : name;
      }
      return name;
    })
    .join(" | ");
}

/** The fields of one emission model's object schema, required ones first in schema order. */
export function schemaFields(schema: JsonObject): readonly SchemaField[] {
  const properties = schema["properties"];
  const requiredList = schema["required"];
  const required = new Set(Array.isArray(requiredList) ? requiredList.filter((item) => typeof item === "string") : []);
  if (!isObject(properties)) return [];
  const fields = Object.entries(properties).map(([name, property]) => ({
    name,
    type: describeSchemaType(property),
    required: required.has(name),
    description: isObject(property) && typeof property["description"] === "string" ? property["description"] : "",
  }));
  return [...fields.filter((field) => field.required), ...fields.filter((field) => !field.required)];
}

import { isJsonObject } from "./json";

/** One row of an emission model's field table, derived from its JSON Schema. */
export interface FieldRow {
  readonly name: string;
  /** TypeScript-like type, e.g. `string | null`, `string[]`, `[number, number] | null`. */
  readonly type: string;
  readonly required: boolean;
  /** The default as JSON text, or null when the field has none (required fields). */
  readonly defaultValue: string | null;
  /** Human-readable constraints beyond the type, e.g. `0 ≤ value ≤ 1`. */
  readonly constraints: readonly string[];
  readonly description: string;
}

// Keywords the type column already says, or that carry no constraint of their own.
const DESCRIBED = new Set([
  "type",
  "description",
  "default",
  "items",
  "prefixItems",
  "anyOf",
  "enum",
  "propertyNames",
  "additionalProperties",
  "title",
]);

/** The fields of an object schema (as emitted by `emissionJsonSchema`), in declaration order. */
export function describeSchemaFields(schema: Record<string, unknown>): FieldRow[] {
  const properties = isJsonObject(schema["properties"]) ? schema["properties"] : {};
  const required = Array.isArray(schema["required"]) ? schema["required"] : [];
  return Object.entries(properties).map(([name, property]) => {
    const field = isJsonObject(property) ? property : {};
    return {
      name,
      type: typeOf(field),
      required: required.includes(name),
      defaultValue: Object.hasOwn(field, "default") ? JSON.stringify(field["default"]) : null,
      constraints: constraintsOf(field),
      description: typeof field["description"] === "string" ? field["description"] : "",
    };
  });
}

/** A compact TypeScript-like rendering of a JSON Schema type. */
export function typeOf(schema: Record<string, unknown>): string {
  if (Array.isArray(schema["anyOf"])) {
    return schema["anyOf"].map((option) => (isJsonObject(option) ? typeOf(option) : "unknown")).join(" | ");
  }
  if (Array.isArray(schema["enum"])) return schema["enum"].map((value) => JSON.stringify(value)).join(" | ");
  const type = schema["type"];
  if (Array.isArray(type)) return type.map((name) => typeOf({ ...schema, type: name })).join(" | ");
  if (type === "array") {
    if (Array.isArray(schema["prefixItems"])) {
      return `[${schema["prefixItems"].map((item) => (isJsonObject(item) ? typeOf(item) : "unknown")).join(", ")}]`;
    }
    const items = isJsonObject(schema["items"]) ? typeOf(schema["items"]) : "unknown";
    return items.includes(" ") ? `(${items})[]` : `${items}[]`;
  }
  if (type === "object") {
    if (isJsonObject(schema["properties"])) return "object";
    const values = isJsonObject(schema["additionalProperties"]) ? schema["additionalProperties"] : {};
    return `Record<string, ${Object.keys(values).length > 0 ? typeOf(values) : "JSON"}>`;
  }
  if (type === "integer") return "integer";
  return typeof type === "string" ? type : "JSON";
}

function constraintsOf(schema: Record<string, unknown>): string[] {
  const found: string[] = [];
  const options = Array.isArray(schema["anyOf"]) ? schema["anyOf"].filter(isJsonObject) : [];
  for (const part of [schema, ...options]) {
    const min = part["minimum"];
    const max = part["maximum"];
    if (typeof min === "number" && typeof max === "number") found.push(`${min} ≤ value ≤ ${max}`);
    else if (typeof min === "number") found.push(`≥ ${min}`);
    else if (typeof max === "number") found.push(`≤ ${max}`);
    if (typeof part["exclusiveMinimum"] === "number") found.push(`> ${part["exclusiveMinimum"]}`);
    if (typeof part["exclusiveMaximum"] === "number") found.push(`< ${part["exclusiveMaximum"]}`);
    if (typeof part["minLength"] === "number") found.push(`at least ${part["minLength"]} characters`);
    if (typeof part["maxLength"] === "number") found.push(`at most ${part["maxLength"]} characters`);
    if (typeof part["pattern"] === "string") found.push(`matches /${part["pattern"]}/`);
    if (!Array.isArray(part["prefixItems"])) {
      if (typeof part["minItems"] === "number" && part["minItems"] > 0)
        found.push(`at least ${part["minItems"]} items`);
      if (typeof part["maxItems"] === "number") found.push(`at most ${part["maxItems"]} items`);
    }
    for (const keyword of Object.keys(part)) {
      if (!DESCRIBED.has(keyword) && !KNOWN_CONSTRAINTS.has(keyword))
        found.push(`${keyword}: ${JSON.stringify(part[keyword])}`);
    }
  }
  if (schema["additionalProperties"] === false) found.push("no other keys");
  return found;
}

const KNOWN_CONSTRAINTS = new Set([
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
  "minItems",
  "maxItems",
]);

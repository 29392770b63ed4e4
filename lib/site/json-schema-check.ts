import { isJsonObject } from "./json";

// A small JSON Schema (2020-12) checker for the keywords emission schemas use. It fails closed:
// a keyword it does not know is reported as an issue, so an example can never pass by omission.

export interface SchemaIssue {
  /** JSON path of the offending value, e.g. `$.steps[2]`. */
  readonly path: string;
  readonly message: string;
}

const ANNOTATIONS = new Set(["$schema", "$id", "title", "description", "default", "examples"]);
const HANDLED = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "propertyNames",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "enum",
  "anyOf",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "minLength",
  "maxLength",
  "pattern",
]);

/** Every way `value` breaks `schema`; an empty list means the value is valid. */
export function checkJsonSchema(schema: unknown, value: unknown, path = "$"): SchemaIssue[] {
  if (schema === true || (isJsonObject(schema) && Object.keys(schema).length === 0)) return [];
  if (schema === false) return [{ path, message: "no value is allowed here" }];
  if (!isJsonObject(schema)) return [{ path, message: "schema is not an object or boolean" }];
  const issues: SchemaIssue[] = [];
  for (const keyword of Object.keys(schema)) {
    if (!HANDLED.has(keyword) && !ANNOTATIONS.has(keyword))
      issues.push({ path, message: `unsupported schema keyword '${keyword}'` });
  }
  if (schema["type"] !== undefined && !matchesType(schema["type"], value)) {
    return [...issues, { path, message: `expected ${String(schema["type"])}, got ${jsonType(value)}` }];
  }
  if (
    Array.isArray(schema["enum"]) &&
    !schema["enum"].some((option) => JSON.stringify(option) === JSON.stringify(value))
  ) {
    issues.push({
      path,
      message: `expected one of ${schema["enum"].map((option) => JSON.stringify(option)).join(", ")}`,
    });
  }
  if (
    Array.isArray(schema["anyOf"]) &&
    !schema["anyOf"].some((option) => checkJsonSchema(option, value, path).length === 0)
  ) {
    issues.push({ path, message: "matches none of the allowed forms" });
  }
  if (typeof value === "number") issues.push(...numberIssues(schema, value, path));
  if (typeof value === "string") issues.push(...stringIssues(schema, value, path));
  if (Array.isArray(value)) issues.push(...arrayIssues(schema, value, path));
  if (isJsonObject(value)) issues.push(...objectIssues(schema, value, path));
  return issues;
}

function jsonType(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (Number.isInteger(value)) return "integer";
  return typeof value;
}

function matchesType(type: unknown, value: unknown): boolean {
  if (Array.isArray(type)) return type.some((option) => matchesType(option, value));
  const actual = jsonType(value);
  if (type === "number") return actual === "number" || actual === "integer";
  return actual === type;
}

function numberIssues(schema: Record<string, unknown>, value: number, path: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const { minimum, maximum, exclusiveMinimum, exclusiveMaximum } = schema;
  if (typeof minimum === "number" && value < minimum) issues.push({ path, message: `must be ≥ ${minimum}` });
  if (typeof maximum === "number" && value > maximum) issues.push({ path, message: `must be ≤ ${maximum}` });
  if (typeof exclusiveMinimum === "number" && value <= exclusiveMinimum)
    issues.push({ path, message: `must be > ${exclusiveMinimum}` });
  if (typeof exclusiveMaximum === "number" && value >= exclusiveMaximum)
    issues.push({ path, message: `must be < ${exclusiveMaximum}` });
  return issues;
}

function stringIssues(schema: Record<string, unknown>, value: string, path: string): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const length = Array.from(value).length;
  if (typeof schema["minLength"] === "number" && length < schema["minLength"])
    issues.push({ path, message: `shorter than ${schema["minLength"]}` });
  if (typeof schema["maxLength"] === "number" && length > schema["maxLength"])
    issues.push({ path, message: `longer than ${schema["maxLength"]}` });
  if (typeof schema["pattern"] === "string" && !new RegExp(schema["pattern"], "u").test(value)) {
    issues.push({ path, message: `does not match /${schema["pattern"]}/` });
  }
  return issues;
}

function arrayIssues(
  schema: Record<string, unknown>,
  value: readonly unknown[],
  path: string,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const prefix = Array.isArray(schema["prefixItems"]) ? schema["prefixItems"] : [];
  if (typeof schema["minItems"] === "number" && value.length < schema["minItems"])
    issues.push({ path, message: `needs at least ${schema["minItems"]} items` });
  if (typeof schema["maxItems"] === "number" && value.length > schema["maxItems"])
    issues.push({ path, message: `allows at most ${schema["maxItems"]} items` });
  value.forEach((item, index) => {
    const itemSchema = index < prefix.length ? prefix[index] : (schema["items"] ?? true);
    issues.push(...checkJsonSchema(itemSchema, item, `${path}[${index}]`));
  });
  return issues;
}

function objectIssues(
  schema: Record<string, unknown>,
  value: Record<string, unknown>,
  path: string,
): SchemaIssue[] {
  const issues: SchemaIssue[] = [];
  const properties = isJsonObject(schema["properties"]) ? schema["properties"] : {};
  if (Array.isArray(schema["required"])) {
    for (const name of schema["required"]) {
      if (typeof name === "string" && !Object.hasOwn(value, name))
        issues.push({ path, message: `missing required key '${name}'` });
    }
  }
  for (const [key, item] of Object.entries(value)) {
    const keyPath = /^[A-Za-z_][A-Za-z0-9_]*$/.test(key)
      ? `${path}.${key}`
      : `${path}[${JSON.stringify(key)}]`;
    if (schema["propertyNames"] !== undefined)
      issues.push(...checkJsonSchema(schema["propertyNames"], key, keyPath));
    if (Object.hasOwn(properties, key)) issues.push(...checkJsonSchema(properties[key], item, keyPath));
    else if (schema["additionalProperties"] === false)
      issues.push({ path: keyPath, message: "key is not allowed" });
    else if (schema["additionalProperties"] !== undefined)
      issues.push(...checkJsonSchema(schema["additionalProperties"], item, keyPath));
  }
  return issues;
}

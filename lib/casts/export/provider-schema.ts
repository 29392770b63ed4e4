// Provider forms of an operable's JSON Schema (contract §7). Hand-written on the JSON Schema rather
// than through the SDK helpers: `openai/helpers/zod` and `@anthropic-ai/sdk/helpers/zod` cannot carry
// the free-form `escalation_request.context` map, do not turn defaulted fields into nullable ones, and
// are dev-only (too heavy for the composer's bundle). provider-schema.test.ts runs each SDK's own
// transform (`toStrictJsonSchema`, `transformJSONSchema`) on every role's output and requires it to
// come back unchanged, so the SDKs stay the judge of what each provider accepts.
import type { Operable } from "../operable";

export type JsonSchemaNode = { [keyword: string]: unknown };

export type SchemaProvider = "openai" | "anthropic";

/** A keyword the provider cannot enforce, dropped from the schema and checked after the reply. */
export interface DroppedConstraint {
  /** Dotted path of the property, e.g. `finding.confidence`. */
  readonly path: string;
  readonly keyword: string;
  readonly value: unknown;
}

export interface ProviderSchema {
  readonly schema: JsonSchemaNode;
  readonly dropped: readonly DroppedConstraint[];
  /** Paths of free-form maps sent as JSON-encoded strings, e.g. `escalation_request.context`. */
  readonly encodedMaps: readonly string[];
}

const ANNOTATIONS = new Set(["title", "description"]);
// Value keywords each provider enforces; everything else is dropped (structure is rebuilt below).
const SUPPORTED: Readonly<Record<SchemaProvider, ReadonlySet<string>>> = {
  openai: new Set([
    "enum",
    "const",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "pattern",
    "format",
  ]),
  anthropic: new Set(["enum", "const", "format"]),
};
const ANTHROPIC_FORMATS = new Set([
  "date-time",
  "time",
  "date",
  "duration",
  "email",
  "hostname",
  "uri",
  "ipv4",
  "ipv6",
  "uuid",
]);
const STRUCTURE = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "prefixItems",
  "$schema",
]);

interface Context {
  readonly provider: SchemaProvider;
  readonly dropped: DroppedConstraint[];
  readonly encodedMaps: string[];
}

const isNode = (value: unknown): value is JsonSchemaNode =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** An object schema without declared properties whose extra keys are open: a free-form map. */
export function isFreeFormMap(node: JsonSchemaNode): boolean {
  return node["type"] === "object" && !isNode(node["properties"]) && node["additionalProperties"] !== false;
}

/** Whether a schema accepts null as it stands. */
export function allowsNull(node: JsonSchemaNode): boolean {
  const type = node["type"];
  if (type === "null" || (Array.isArray(type) && type.includes("null"))) return true;
  const anyOf = node["anyOf"];
  return Array.isArray(anyOf) && anyOf.some((branch) => isNode(branch) && allowsNull(branch));
}

function nullable(node: JsonSchemaNode): JsonSchemaNode {
  if (allowsNull(node)) return node;
  const type = node["type"];
  if (typeof type === "string" && type !== "object" && type !== "array") {
    const result: JsonSchemaNode = { ...node, type: [type, "null"] };
    if (Array.isArray(node["enum"])) result["enum"] = [...(node["enum"] as unknown[]), null];
    return result;
  }
  const { description, title, ...rest } = node;
  return {
    anyOf: [rest, { type: "null" }],
    ...(title === undefined ? {} : { title }),
    ...(description === undefined ? {} : { description }),
  };
}

function describeDropped(node: JsonSchemaNode, dropped: readonly DroppedConstraint[]): JsonSchemaNode {
  if (dropped.length === 0) return node;
  const rule = dropped.map((entry) => `${entry.keyword} ${JSON.stringify(entry.value)}`).join(", ");
  const description = typeof node["description"] === "string" ? `${node["description"]} ` : "";
  return { ...node, description: `${description}(Checked after the reply: ${rule}.)` };
}

function convert(node: JsonSchemaNode, path: string, context: Context): JsonSchemaNode {
  if (isFreeFormMap(node)) {
    context.encodedMaps.push(path);
    const description = typeof node["description"] === "string" ? `${node["description"]} ` : "";
    return {
      type: "string",
      description: `${description}Write it as a JSON object encoded in a string, e.g. "{\\"id\\": \\"42\\"}".`,
    };
  }
  const out: JsonSchemaNode = {};
  const dropped: DroppedConstraint[] = [];
  const supported = SUPPORTED[context.provider];
  for (const [keyword, value] of Object.entries(node)) {
    if (ANNOTATIONS.has(keyword)) out[keyword] = value;
    else if (STRUCTURE.has(keyword)) continue;
    else if (keyword === "default")
      continue; // applied by decodeReply when the key is absent or a forced null
    else if (
      supported.has(keyword) &&
      (keyword !== "format" || context.provider !== "anthropic" || ANTHROPIC_FORMATS.has(String(value)))
    )
      out[keyword] = value;
    else dropped.push({ path, keyword, value });
  }
  const type = node["type"];
  // Anthropic's own transform leaves `type` out beside enum/const; mirror it so the SDK finds nothing to change.
  const literal = context.provider === "anthropic" && ("enum" in out || "const" in out);
  if (type !== undefined && !literal) out["type"] = type;
  if (Array.isArray(node["anyOf"])) {
    out["anyOf"] = node["anyOf"].filter(isNode).map((branch) => convert(branch, path, context));
  }
  if (type === "object" || isNode(node["properties"])) convertObject(node, out, path, context);
  if (type === "array" || (Array.isArray(type) && type.includes("array")))
    convertArray(node, out, path, context, dropped);
  context.dropped.push(...dropped);
  return describeDropped(out, dropped);
}

function convertObject(node: JsonSchemaNode, out: JsonSchemaNode, path: string, context: Context): void {
  const properties = isNode(node["properties"]) ? node["properties"] : {};
  const required = new Set(
    Array.isArray(node["required"]) ? (node["required"] as unknown[]).map(String) : [],
  );
  const converted: Record<string, JsonSchemaNode> = {};
  for (const [key, child] of Object.entries(properties)) {
    if (!isNode(child)) continue;
    const schema = convert(child, path === "" ? key : `${path}.${key}`, context);
    // OpenAI strict: every property required, so an optional one must accept null instead.
    converted[key] = context.provider === "openai" && !required.has(key) ? nullable(schema) : schema;
  }
  out["properties"] = converted;
  const keys = Object.keys(converted);
  const requiredKeys = context.provider === "openai" ? keys : keys.filter((key) => required.has(key));
  if (requiredKeys.length > 0 || context.provider === "openai") out["required"] = requiredKeys;
  out["additionalProperties"] = false;
}

function convertArray(
  node: JsonSchemaNode,
  out: JsonSchemaNode,
  path: string,
  context: Context,
  dropped: DroppedConstraint[],
): void {
  const prefix = Array.isArray(node["prefixItems"]) ? node["prefixItems"].filter(isNode) : [];
  if (prefix.length > 0) {
    // A tuple: neither provider takes prefixItems; send the item type and check positions after the reply.
    dropped.push({ path, keyword: "prefixItems", value: prefix });
    const distinct = [...new Map(prefix.map((item) => [JSON.stringify(item), item])).values()];
    out["items"] =
      distinct.length === 1
        ? convert(distinct[0]!, `${path}[]`, context)
        : { anyOf: distinct.map((item) => convert(item, `${path}[]`, context)) };
  } else if (isNode(node["items"])) {
    out["items"] = convert(node["items"], `${path}[]`, context);
  }
  if (context.provider === "anthropic") {
    const minItems = out["minItems"] ?? node["minItems"];
    if (minItems === 0 || minItems === 1) out["minItems"] = minItems;
  }
}

/** The operable's schema in the form one provider's structured outputs accept. */
export function providerSchema(operable: Operable, provider: SchemaProvider): ProviderSchema {
  const context: Context = { provider, dropped: [], encodedMaps: [] };
  const { $schema: _dialect, ...root } = operable.jsonSchema();
  const schema = convert(root, "", context);
  return Object.freeze({
    schema,
    dropped: Object.freeze(context.dropped),
    encodedMaps: Object.freeze(context.encodedMaps),
  });
}

/** Anthropic's documented limits across a request's strict schemas (optional and union-typed properties). */
export const ANTHROPIC_SCHEMA_LIMITS = Object.freeze({ optionalProperties: 24, unionProperties: 16 });

/** Counts optional properties and properties typed as a union (anyOf or a type array). */
export function countSchemaProperties(schema: JsonSchemaNode): { optional: number; union: number } {
  let optional = 0;
  let union = 0;
  const visit = (node: JsonSchemaNode): void => {
    if (isNode(node["properties"])) {
      const required = new Set(Array.isArray(node["required"]) ? node["required"] : []);
      for (const [key, child] of Object.entries(node["properties"])) {
        if (!isNode(child)) continue;
        if (!required.has(key)) optional += 1;
        if (Array.isArray(child["anyOf"]) || Array.isArray(child["type"])) union += 1;
        visit(child);
      }
    }
    if (isNode(node["items"])) visit(node["items"]);
    if (Array.isArray(node["anyOf"])) for (const branch of node["anyOf"]) if (isNode(branch)) visit(branch);
  };
  visit(schema);
  return { optional, union };
}

// The other half of the provider schemas: turn a structured-output reply back into what the
// emission models validate, then validate it with them (zod), which also enforces every constraint
// the provider schema had to drop (ranges, tuple lengths, map shapes).
import type { Operable, OperableIssue, OperableParseResult } from "../operable";
import { allowsNull, isFreeFormMap, type JsonSchemaNode } from "./provider-schema";

const OMIT = Symbol("omit");

const isNode = (value: unknown): value is JsonSchemaNode =>
  value !== null && typeof value === "object" && !Array.isArray(value);

function branchFor(node: JsonSchemaNode, value: unknown): JsonSchemaNode {
  const anyOf = node["anyOf"];
  if (!Array.isArray(anyOf)) return node;
  const wanted = Array.isArray(value) ? "array" : typeof value === "string" ? "string" : "object";
  return (
    anyOf
      .filter(isNode)
      .find((branch) => branch["type"] === wanted || (wanted === "string" && isFreeFormMap(branch))) ?? node
  );
}

function decodeValue(
  value: unknown,
  schema: JsonSchemaNode,
  path: (string | number)[],
  issues: OperableIssue[],
): unknown {
  if (value === null) return allowsNull(schema) ? null : OMIT;
  const node = branchFor(schema, value);
  if (isFreeFormMap(node) && typeof value === "string") {
    try {
      const parsed: unknown = JSON.parse(value);
      if (isNode(parsed)) return parsed;
    } catch {
      // reported below
    }
    issues.push({ path, message: "expected a JSON object encoded in a string" });
    return value;
  }
  if (isNode(node["properties"]) && isNode(value)) {
    const properties = node["properties"];
    const result: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(value)) {
      const childSchema = properties[key];
      const decoded = isNode(childSchema) ? decodeValue(child, childSchema, [...path, key], issues) : child;
      if (decoded !== OMIT) result[key] = decoded;
    }
    return result;
  }
  if (isNode(node["items"]) && Array.isArray(value)) {
    const items = node["items"];
    return value.map((item, index) => decodeValue(item, items, [...path, index], issues));
  }
  return value;
}

/**
 * Decodes and validates a structured-output reply from either provider: JSON text or a parsed value;
 * nulls that strict mode forced onto optional fields are dropped (their defaults apply), encoded maps
 * are parsed, then every value is validated with its emission model.
 */
export function decodeReply(operable: Operable, reply: unknown): OperableParseResult {
  let payload = reply;
  if (typeof reply === "string") {
    try {
      payload = JSON.parse(reply);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { success: false, issues: [{ path: [], message: `not valid JSON: ${message}` }] };
    }
  }
  const issues: OperableIssue[] = [];
  const { $schema: _dialect, ...schema } = operable.jsonSchema();
  const decoded = decodeValue(payload, schema, [], issues);
  if (issues.length > 0) return { success: false, issues };
  return operable.safeParse(decoded === OMIT ? null : decoded);
}

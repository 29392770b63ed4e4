// The rest of `casts eval`'s verdict on a reply (checkReply in lib/casts/run/check-reply.ts): its "valid"
// column, each key of the reply checked against the role's emission model, and the decoded reply its
// expectations are judged on. Both as promptfoo writes them:
//
// - The reply as eval decodes it (decodeReply, lib/casts/export/decode.ts, then the models): the
//   transform finds the JSON object (REPLY_JSON), drops each null a field does not allow, reads a
//   free-form map sent as a JSON-encoded string back into its object, maps EscalationRequest's legacy
//   `blocking` onto `urgency` and fills in each missing field's default. The key, escalation and field
//   checks read this too, so a field left out or null is judged by its default, as eval judges it.
//   (Eval fills defaults in only into a valid key; the transform into every one. A key that is not
//   valid fails the validity check, and so the fixture, either way.)
// - Validity: an `is-json` assertion whose value is a JSON schema
//   (https://promptfoo.dev/docs/configuration/expected-outputs/deterministic/#is-json and
//   https://promptfoo.dev/docs/guides/evaluate-json/) over that transform's output, listed once under
//   `defaultTest`, whose assertions promptfoo runs before each test's own
//   (https://promptfoo.dev/docs/configuration/reference/). The schema is each model's, and, as eval
//   wants, at least one key and none the role does not emit; a key may be null (eval leaves it out).
//   promptfoo compiles it with Ajv in its default dialect, JSON Schema draft-07, in strict mode (its
//   src/util/json.ts), so the models' draft 2020-12 is written in draft-07 words (a tuple's
//   `prefixItems` as `items` and `additionalItems`). An object value is not read as a Nunjucks
//   template (only string values are), so the schema needs no escaping.
//
// A role without emissions answers in free text, which eval counts as valid when it is not blank: a
// `javascript` assertion says the same.
import { emissionJsonSchema } from "../../../emissions/model";
import type { Operable } from "../../../operable";
import { allowsNull, isFreeFormMap, type JsonSchemaNode } from "../../provider-schema";
import { jsonLiteral, REPLY_JSON, REPLY_TEXT, type PromptfooAssertion } from "./assertions";

/**
 * The models whose input is mapped before validation (their `mapInput`), each by the transform's
 * `legacy`: EscalationRequest's `blocking` (mapLegacyBlocking, lib/casts/emissions/universal.ts).
 */
export const LEGACY_INPUT: Readonly<Record<string, string>> = { EscalationRequest: "blocking" };

/** Keywords whose meaning draft-07 shares with draft 2020-12, copied as they are. */
const SAME_IN_DRAFT_07 = new Set([
  "type",
  "enum",
  "const",
  "required",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minLength",
  "maxLength",
  "pattern",
  "format",
  "minItems",
  "maxItems",
  "uniqueItems",
  "minProperties",
  "maxProperties",
  "additionalProperties",
  "propertyNames",
  "title",
]);
/** Annotations left out: promptfoo's Ajv neither needs nor applies them (the transform fills defaults). */
const LEFT_OUT = new Set(["description", "default", "examples"]);

const isNode = (value: unknown): value is JsonSchemaNode =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/** A draft 2020-12 node in draft-07 words; a keyword it does not know is an error naming it. */
function draft07(node: JsonSchemaNode, path: string): JsonSchemaNode {
  const out: JsonSchemaNode = {};
  const child = (value: unknown, at: string) => (isNode(value) ? draft07(value, at) : value);
  for (const [keyword, value] of Object.entries(node)) {
    if (LEFT_OUT.has(keyword)) continue;
    if (keyword === "properties" && isNode(value)) {
      out["properties"] = Object.fromEntries(
        Object.entries(value).map(([key, node]) => [key, child(node, `${path}.${key}`)]),
      );
    } else if (keyword === "prefixItems" && Array.isArray(value)) {
      out["items"] = value.map((item) => child(item, `${path}[]`));
      if (node["items"] !== undefined) out["additionalItems"] = child(node["items"], `${path}[]`);
    } else if (keyword === "items") {
      if (node["prefixItems"] === undefined) out["items"] = child(value, `${path}[]`);
    } else if (keyword === "anyOf" && Array.isArray(value)) {
      out["anyOf"] = value.map((branch) => child(branch, path));
    } else if (SAME_IN_DRAFT_07.has(keyword)) {
      out[keyword] = value;
    } else {
      throw new Error(
        `The promptfoo export cannot write JSON Schema keyword '${keyword}' (at ${path}) for promptfoo's draft-07 check`,
      );
    }
  }
  return out;
}

/** A key's schema with null allowed too: eval leaves a key sent as null out, and counts it valid. */
function orNull(node: JsonSchemaNode): JsonSchemaNode {
  if (allowsNull(node)) return node;
  return typeof node["type"] === "string"
    ? { ...node, type: [node["type"], "null"] }
    : { anyOf: [node, { type: "null" }] };
}

/** The draft-07 schema a reply (as the transform decodes it) meets when eval calls it valid. */
export function replySchema(operable: Operable): JsonSchemaNode {
  const properties = Object.fromEntries(
    operable.specs.map((spec) => [spec.key, orNull(draft07(emissionJsonSchema(spec.model), spec.key))]),
  );
  return { title: operable.name, type: "object", properties, additionalProperties: false, minProperties: 1 };
}

/**
 * What the transform needs of a schema node to decode a value as decodeReply does: whether it allows
 * null, its default, whether it is a free-form map, its type (to pick a branch), its properties, items
 * and branches, and whether its legacy input is mapped.
 */
interface DecodeNode {
  nullable?: true;
  default?: unknown;
  map?: true;
  type?: string;
  properties?: Record<string, DecodeNode>;
  items?: DecodeNode;
  anyOf?: DecodeNode[];
  legacy?: true;
}

function decodeNode(node: JsonSchemaNode): DecodeNode {
  const out: DecodeNode = {};
  if (allowsNull(node)) out.nullable = true;
  if (node["default"] !== undefined) out.default = node["default"];
  if (isFreeFormMap(node)) out.map = true;
  if (typeof node["type"] === "string") out.type = node["type"];
  if (isNode(node["properties"]))
    out.properties = Object.fromEntries(
      Object.entries(node["properties"]).map(([key, child]) => [key, decodeNode(child as JsonSchemaNode)]),
    );
  if (isNode(node["items"])) out.items = decodeNode(node["items"]);
  if (Array.isArray(node["anyOf"])) out.anyOf = node["anyOf"].filter(isNode).map(decodeNode);
  return out;
}

/**
 * The role's transform: the reply as casts eval decodes it (see the header), or the string REPLY_JSON
 * gives when it holds no JSON object. A copy: the provider's own object is left as it is.
 */
export function replyTransform(operable: Operable): string {
  const keys = Object.fromEntries(
    operable.specs.map((spec) => {
      const node = decodeNode(emissionJsonSchema(spec.model));
      if (Object.hasOwn(LEGACY_INPUT, spec.model.name)) node.legacy = true;
      return [spec.key, node];
    }),
  );
  // The models' shapes as data. A JSON object's own braces never make `{{`, `{%` or `{#`; those in its
  // texts (a default's) are escaped, as in every value this export writes.
  return `// casts: the reply's JSON object as casts eval decodes it before it judges it
const found = ((output) => {
${REPLY_JSON}
})(output);
if (typeof found === "string") return found;
const keys = ${jsonLiteral(keys)};
const omit = Symbol("omit");
const isObject = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
const copy = (value) => JSON.parse(JSON.stringify(value));
// Python truthiness, which the legacy \`blocking\` flag is read with.
const truthy = (value) =>
  Array.isArray(value) ? value.length > 0 : isObject(value) ? Object.keys(value).length > 0 : Boolean(value);
const legacy = (model) => {
  if (!Object.hasOwn(model, "blocking")) return model;
  const { blocking, ...rest } = model;
  return Object.hasOwn(rest, "urgency") ? rest : { ...rest, urgency: truthy(blocking) ? "blocked" : "fyi" };
};
const decode = (value, spec) => {
  if (value === null) return spec.nullable ? null : omit;
  const kind = Array.isArray(value) ? "array" : typeof value === "string" ? "string" : "object";
  const node = (spec.anyOf || []).find((branch) => branch.type === kind || (kind === "string" && branch.map)) || spec;
  if (node.map && typeof value === "string") {
    try {
      const parsed = JSON.parse(value);
      return isObject(parsed) ? parsed : value;
    } catch (error) {
      return value;
    }
  }
  if (node.properties && isObject(value)) {
    let result = {};
    for (const [key, item] of Object.entries(value)) {
      const decoded = Object.hasOwn(node.properties, key) ? decode(item, node.properties[key]) : item;
      if (decoded !== omit) result[key] = decoded;
    }
    if (node.legacy) result = legacy(result);
    for (const [key, field] of Object.entries(node.properties))
      if (!Object.hasOwn(result, key) && Object.hasOwn(field, "default")) result[key] = copy(field.default);
    return result;
  }
  if (node.items && Array.isArray(value))
    return value.map((item) => ((decoded) => (decoded === omit ? null : decoded))(decode(item, node.items)));
  return value;
};
const reply = {};
for (const [key, value] of Object.entries(found))
  reply[key] = Object.hasOwn(keys, key) && value !== null ? decode(value, keys[key]) : value;
return reply;`;
}

/** The assertion that judges a reply's validity as casts eval does, for the role's emissions. */
export function validityAssertion(operable: Operable | null): PromptfooAssertion {
  if (operable === null) return { type: "javascript", value: `${REPLY_TEXT}.trim() !== ""` };
  return { type: "is-json", value: replySchema(operable), transform: replyTransform(operable) };
}

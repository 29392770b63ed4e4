import { isDeepStrictEqual } from "node:util";

import { transformJSONSchema } from "@anthropic-ai/sdk/lib/transform-json-schema";
import { toStrictJsonSchema } from "openai/lib/transform";
import { describe, expect, it } from "vitest";

import { listRoles, Role } from "..";
import { providerSchema, type JsonSchemaNode } from "./provider-schema";

const operables = listRoles()
  .map((name) => Role.load(name).emissionOperable())
  .filter((operable) => operable !== null);

// OpenAI's documented strict subset: structure, annotations and these value keywords. Written out
// here on purpose rather than imported from provider-schema.ts: the test is an independent reading of
// OpenAI's documentation, so a keyword wrongly added to the exporter's list is caught.
const OPENAI_KEYWORDS = new Set([
  "type",
  "properties",
  "required",
  "additionalProperties",
  "items",
  "anyOf",
  "enum",
  "const",
  "title",
  "description",
  "minimum",
  "maximum",
  "exclusiveMinimum",
  "exclusiveMaximum",
  "multipleOf",
  "minItems",
  "maxItems",
  "pattern",
  "format",
]);

/** Every violation of OpenAI's strict rules under `node`, as `path: problem`. */
function strictViolations(node: JsonSchemaNode, path = "#"): string[] {
  const problems: string[] = [];
  for (const keyword of Object.keys(node)) {
    if (!OPENAI_KEYWORDS.has(keyword)) problems.push(`${path}: unsupported keyword ${keyword}`);
  }
  const types = Array.isArray(node["type"]) ? node["type"] : [node["type"]];
  if (types.includes("object")) {
    if (node["additionalProperties"] !== false) problems.push(`${path}: object not closed`);
    const properties = (node["properties"] ?? {}) as Record<string, JsonSchemaNode>;
    const required = (node["required"] ?? []) as string[];
    for (const key of Object.keys(properties)) {
      if (!required.includes(key)) problems.push(`${path}.${key}: not required`);
      problems.push(...strictViolations(properties[key]!, `${path}.${key}`));
    }
  }
  if (node["items"]) problems.push(...strictViolations(node["items"] as JsonSchemaNode, `${path}[]`));
  for (const [index, branch] of ((node["anyOf"] ?? []) as JsonSchemaNode[]).entries()) {
    problems.push(...strictViolations(branch, `${path}|${index}`));
  }
  return problems;
}

describe("providerSchema", () => {
  it("meets OpenAI's strict rules for every role with emissions", () => {
    expect(operables.length).toBeGreaterThan(30);
    for (const operable of operables) {
      const { schema } = providerSchema(operable, "openai");
      expect(strictViolations(schema), operable.name).toEqual([]);
      expect(Object.keys(schema["properties"] as object)).toEqual(operable.keys());
    }
  });

  it("is left unchanged by the SDKs' own transforms (OpenAI toStrictJsonSchema, Anthropic transformJSONSchema)", () => {
    for (const operable of operables) {
      const openai = providerSchema(operable, "openai").schema;
      expect(isDeepStrictEqual(toStrictJsonSchema(structuredClone(openai)), openai), operable.name).toBe(
        true,
      );
      const anthropic = providerSchema(operable, "anthropic").schema;
      expect(
        isDeepStrictEqual(transformJSONSchema(structuredClone(anthropic)), anthropic),
        operable.name,
      ).toBe(true);
    }
  });

  it("makes optional fields nullable for OpenAI and encodes the free-form context map as a string", () => {
    const operable = Role.load("analyst").emissionOperable()!;
    const { schema, encodedMaps, dropped } = providerSchema(operable, "openai");
    const finding = (schema["properties"] as Record<string, JsonSchemaNode>)["finding"]!;
    expect(finding["anyOf"]).toEqual([expect.objectContaining({ type: "object" }), { type: "null" }]);
    const fields = (finding["anyOf"] as JsonSchemaNode[])[0]!["properties"] as Record<string, JsonSchemaNode>;
    expect(fields["confidence"]!["type"]).toEqual(["number", "null"]);
    expect(fields["description"]!["type"]).toBe("string");
    expect(encodedMaps).toEqual(["escalation_request.context"]);
    expect(dropped.map((entry) => `${entry.path} ${entry.keyword}`)).toEqual([
      "analysis_result.ci_95 prefixItems",
    ]);
  });

  it("drops for Anthropic the numeric and item-count keywords it does not support, and lists them", () => {
    const operable = Role.load("analyst").emissionOperable()!;
    const { schema, dropped } = providerSchema(operable, "anthropic");
    expect(dropped.map((entry) => `${entry.path} ${entry.keyword}`)).toEqual([
      "analysis_result.ci_95 minItems",
      "analysis_result.ci_95 maxItems",
      "analysis_result.ci_95 prefixItems",
      "finding.confidence minimum",
      "finding.confidence maximum",
    ]);
    expect(schema["required"]).toBeUndefined();
    expect(JSON.stringify(schema)).not.toMatch(/"(minimum|maximum|default|prefixItems|propertyNames)"/);
  });
});

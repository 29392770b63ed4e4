import { describe, expect, it } from "vitest";

import { Role } from "@/lib/casts";

import { loadComposerData } from "./load-composer-data";
import { describeSchemaType, operableJsonSchema, operableSpecs, schemaFields } from "./operable-schema";

const loaded = loadComposerData();
const data = { ...loaded, roles: loaded.roles.filter((role) => role.directory !== true) };

describe("operableSpecs", () => {
  it("gives the library's operable keys and models for every role", () => {
    for (const role of data.roles) {
      const operable = Role.load(role.name).emissionOperable();
      expect(operableSpecs(role.emits)).toEqual(operable?.specs.map((spec) => ({ key: spec.key, model: spec.model.name })) ?? []);
    }
  });

  it("appends escalation_request once and nothing when no emissions are declared", () => {
    expect(operableSpecs([])).toEqual([]);
    expect(operableSpecs([{ key: "finding", model: "Finding" }])).toEqual([
      { key: "finding", model: "Finding" },
      { key: "escalation_request", model: "EscalationRequest" },
    ]);
    const declared = [{ key: "escalation_request", model: "EscalationRequest" }];
    expect(operableSpecs(declared)).toBe(declared);
  });
});

describe("operableJsonSchema", () => {
  it("equals role.emissionOperable().jsonSchema() for every role", () => {
    for (const role of data.roles) {
      const expected = Role.load(role.name).emissionOperable()?.jsonSchema();
      expect(operableJsonSchema(role.name, operableSpecs(role.emits), data.models)).toEqual(expected);
    }
  });
});

describe("schemaFields", () => {
  it("lists required fields first and marks the rest optional", () => {
    const finding = data.models["Finding"];
    if (!finding) throw new Error("Finding model missing");
    expect(schemaFields(finding.schema).map((field) => [field.name, field.required, field.type])).toEqual([
      ["description", true, "string"],
      ["confidence", false, "number (0–1)"],
      ["severity", false, "string | null"],
      ["evidence", false, "string | null"],
      ["source", false, "string | null"],
    ]);
  });

  it("returns nothing for a schema without properties", () => {
    expect(schemaFields({ type: "object" })).toEqual([]);
  });
});

describe("describeSchemaType", () => {
  it("describes enums, lists, tuples, unions and open objects", () => {
    expect(describeSchemaType({ enum: ["fyi", "blocked"] })).toBe('"fyi" | "blocked"');
    expect(describeSchemaType({ type: "array", items: { type: "string" } })).toBe("string[]");
    expect(describeSchemaType({ type: "array", items: { type: ["string", "null"] } })).toBe("(string | null)[]");
    expect(describeSchemaType({ anyOf: [{ type: "array", prefixItems: [{ type: "number" }, { type: "number" }] }, { type: "null" }] })).toBe(
      "[number, number] | null",
    );
    expect(describeSchemaType({ type: "object", additionalProperties: {} })).toBe("object");
    expect(describeSchemaType({})).toBe("any");
    expect(describeSchemaType(undefined)).toBe("any");
  });
});

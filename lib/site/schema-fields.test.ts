import { describe, expect, it } from "vitest";

import { FACTS } from "@/lib/casts/__fixtures__/facts";

import { AnalysisResult, EMISSION_MODELS, emissionJsonSchema, EscalationRequest, Finding } from "@/lib/casts";

import { describeSchemaFields, typeOf } from "./schema-fields";

const facts = FACTS;

describe("describeSchemaFields", () => {
  it("lists Finding's fields with types, requiredness, defaults and constraints", () => {
    const rows = describeSchemaFields(emissionJsonSchema(Finding));
    expect(rows.map((row) => [row.name, row.type, row.required, row.defaultValue, row.constraints])).toEqual([
      ["description", "string", true, null, []],
      ["confidence", "number", false, "0.5", ["0 ≤ value ≤ 1"]],
      ["severity", "string | null", false, "null", []],
      ["evidence", "string | null", false, "null", []],
      ["source", "string | null", false, "null", []],
    ]);
    expect(rows[0]?.description).toMatch(/observation itself/);
  });

  it("renders tuples, enums and records", () => {
    const analysis = describeSchemaFields(emissionJsonSchema(AnalysisResult));
    expect(analysis.find((row) => row.name === "ci_95")?.type).toBe("[number, number] | null");
    const escalation = describeSchemaFields(emissionJsonSchema(EscalationRequest));
    expect(escalation.find((row) => row.name === "urgency")).toMatchObject({
      type: '"fyi" | "blocked"',
      defaultValue: '"blocked"',
    });
    expect(escalation.find((row) => row.name === "context")).toMatchObject({
      type: "Record<string, JSON>",
      defaultValue: "{}",
    });
  });

  it("agrees with the reference catalog on every field of every model", () => {
    for (const model of EMISSION_MODELS) {
      const fact = facts.emission_models.find((candidate) => candidate.name === model.name);
      const rows = describeSchemaFields(emissionJsonSchema(model));
      expect(
        rows.map((row) => row.name),
        model.name,
      ).toEqual(fact?.fields.map((field) => field.name));
      for (const field of fact?.fields ?? []) {
        const row = rows.find((candidate) => candidate.name === field.name);
        expect(row?.required, `${model.name}.${field.name}`).toBe(field.required);
        expect(row?.type.endsWith("| null"), `${model.name}.${field.name} nullable`).toBe(field.nullable);
        if ("default" in field)
          expect(JSON.parse(row?.defaultValue ?? "undefined"), `${model.name}.${field.name}`).toEqual(
            field.default,
          );
        expect(row?.description, `${model.name}.${field.name}`).not.toBe("");
      }
    }
  });

  it("reports constraint keywords it has no wording for instead of dropping them", () => {
    const [row] = describeSchemaFields({
      properties: { code: { type: "string", format: "uuid", minLength: 3 } },
      required: ["code"],
    });
    expect(row?.constraints).toEqual(["at least 3 characters", 'format: "uuid"']);
  });
});

describe("typeOf", () => {
  it("parenthesises union item types of arrays", () => {
    expect(typeOf({ type: "array", items: { type: ["string", "null"] } })).toBe("(string | null)[]");
  });
});

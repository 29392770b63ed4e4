import { describe, expect, it } from "vitest";

import { EMISSION_MODELS, emissionJsonSchema } from "@/lib/casts";

import { EXAMPLE_PAYLOADS } from "./example-payloads";
import { checkJsonSchema } from "./json-schema-check";

const examples: Record<string, Record<string, unknown>> = EXAMPLE_PAYLOADS;

describe("checkJsonSchema", () => {
  it("accepts each model's example", () => {
    for (const model of EMISSION_MODELS)
      expect(checkJsonSchema(emissionJsonSchema(model), examples[model.name]), model.name).toEqual([]);
  });

  it("names the path of each problem", () => {
    const schema = emissionJsonSchema(EMISSION_MODELS.find((model) => model.name === "AnalysisResult")!);
    expect(checkJsonSchema(schema, { metric: "p95", value: "12", ci_95: [1, 2, 3], extra: true })).toEqual([
      { path: "$.value", message: "expected number, got string" },
      { path: "$.ci_95", message: "matches none of the allowed forms" },
      { path: "$.extra", message: "key is not allowed" },
    ]);
    expect(checkJsonSchema(schema, {})).toEqual([
      { path: "$", message: "missing required key 'metric'" },
      { path: "$", message: "missing required key 'value'" },
    ]);
  });

  it("rejects what each model's zod schema rejects: missing required keys, unknown keys, wrong types", () => {
    for (const model of EMISSION_MODELS) {
      const schema = emissionJsonSchema(model);
      const example = examples[model.name] ?? {};
      const broken = [
        { ...example, unexpected_key: 1 },
        ...Object.entries(example).map(([key, value]) => ({
          ...example,
          [key]: typeof value === "string" ? 42 : "wrong type",
        })),
        ...((schema["required"] as string[] | undefined) ?? []).map((key) =>
          Object.fromEntries(Object.entries(example).filter(([name]) => name !== key)),
        ),
      ];
      for (const payload of broken) {
        const zodValid = model.shape.safeParse(payload).success;
        const schemaValid = checkJsonSchema(schema, payload).length === 0;
        expect(schemaValid, `${model.name} ${JSON.stringify(payload).slice(0, 80)}`).toBe(zodValid);
        expect(schemaValid).toBe(false);
      }
    }
  });

  it("checks numeric bounds, enums, integers and string lengths", () => {
    expect(checkJsonSchema({ type: "number", minimum: 0, maximum: 1 }, 1.5)).toEqual([
      { path: "$", message: "must be ≤ 1" },
    ]);
    expect(checkJsonSchema({ enum: ["fyi", "blocked"] }, "soon")).toEqual([
      { path: "$", message: 'expected one of "fyi", "blocked"' },
    ]);
    expect(checkJsonSchema({ type: "integer" }, 2.5)).toEqual([
      { path: "$", message: "expected integer, got number" },
    ]);
    expect(checkJsonSchema({ type: "number" }, 2)).toEqual([]);
    expect(checkJsonSchema({ type: "string", maxLength: 2 }, "abc")).toEqual([
      { path: "$", message: "longer than 2" },
    ]);
  });

  it("fails closed on keywords it does not implement", () => {
    expect(checkJsonSchema({ type: "string", format: "email" }, "a@b.c")).toEqual([
      { path: "$", message: "unsupported schema keyword 'format'" },
    ]);
  });
});

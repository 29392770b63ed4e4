import { z } from "zod";
import { describe, expect, it } from "vitest";

import { FACTS, type FactField } from "../__fixtures__/facts";
import * as api from "../index";
import {
  EMISSION_MODELS,
  EscalationRequest,
  SPAWN_ALLOWED_OPERATIONS,
  SpawnRequest,
  emissionJsonSchema,
  isBlockingEscalation,
} from "./index";

// A valid value for a field, derived from its annotation (used to build minimal payloads).
function sampleFor(field: FactField): unknown {
  if (field.literal_values) return field.literal_values[0];
  const base = field.annotation.replace(" | None", "");
  if (base === "str") return "text";
  if (base === "float") return 0.25;
  if (base === "bool") return true;
  if (base === "dict") return { key: "value" };
  if (base.startsWith("list[")) return ["item"];
  if (base.startsWith("tuple[")) return [0.1, 0.9];
  throw new Error(`no sample for ${field.annotation}`);
}

function requiredPayload(fields: readonly FactField[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field.required).map((field) => [field.name, sampleFor(field)]),
  );
}

describe("emission models", () => {
  it("exports all 23 facts models by name, in facts order", () => {
    expect(EMISSION_MODELS.map((model) => model.name)).toEqual(
      FACTS.emission_models.map((model) => model.name),
    );
    for (const fact of FACTS.emission_models) {
      const exported = (api as Record<string, unknown>)[fact.name] as api.EmissionModel;
      expect(exported.name).toBe(fact.name);
      expect(exported.category).toBe(fact.category);
      expect(Object.isFrozen(exported)).toBe(true);
    }
  });

  describe.each(FACTS.emission_models)("$name", (fact) => {
    const model = EMISSION_MODELS.find((candidate) => candidate.name === fact.name)!;
    const schema = emissionJsonSchema(model) as {
      properties: Record<string, Record<string, unknown>>;
      required?: string[];
      additionalProperties: boolean;
      description?: string;
    };

    it("has exactly the facts' fields, in order", () => {
      expect(Object.keys(model.shape.shape)).toEqual(fact.fields.map((field) => field.name));
    });

    it("marks required fields required and fills the facts' defaults", () => {
      expect(schema.required ?? []).toEqual(
        fact.fields.filter((field) => field.required).map((field) => field.name),
      );
      const parsed = model.schema.parse(requiredPayload(fact.fields)) as Record<string, unknown>;
      for (const field of fact.fields.filter((candidate) => !candidate.required)) {
        const expected =
          field.default_factory === "list" ? [] : field.default_factory === "dict" ? {} : field.default;
        expect(parsed[field.name], field.name).toEqual(expected);
      }
    });

    it("rejects a payload missing any required field", () => {
      for (const field of fact.fields.filter((candidate) => candidate.required)) {
        const payload = requiredPayload(fact.fields);
        delete payload[field.name];
        expect(model.schema.safeParse(payload).success, field.name).toBe(false);
      }
    });

    it("rejects unknown keys", () => {
      const result = model.schema.safeParse({ ...requiredPayload(fact.fields), surprise: 1 });
      expect(result.success).toBe(false);
    });

    it("accepts null exactly where the facts allow it", () => {
      for (const field of fact.fields) {
        const result = model.schema.safeParse({ ...requiredPayload(fact.fields), [field.name]: null });
        expect(result.success, field.name).toBe(field.nullable);
      }
    });

    it("enforces the facts' numeric bounds and literal values", () => {
      for (const field of fact.fields) {
        if (field.constraints?.ge !== undefined) {
          const below = { ...requiredPayload(fact.fields), [field.name]: field.constraints.ge - 0.01 };
          expect(model.schema.safeParse(below).success, field.name).toBe(false);
          expect(model.schema.safeParse({ ...below, [field.name]: field.constraints.ge }).success).toBe(true);
          expect(schema.properties[field.name]?.["minimum"]).toBe(field.constraints.ge);
        }
        if (field.constraints?.le !== undefined) {
          const above = { ...requiredPayload(fact.fields), [field.name]: field.constraints.le + 0.01 };
          expect(model.schema.safeParse(above).success, field.name).toBe(false);
          expect(schema.properties[field.name]?.["maximum"]).toBe(field.constraints.le);
        }
        if (field.literal_values) {
          expect(schema.properties[field.name]?.["enum"]).toEqual(field.literal_values);
          const wrong = { ...requiredPayload(fact.fields), [field.name]: "not-a-choice" };
          expect(model.schema.safeParse(wrong).success).toBe(false);
        }
      }
    });

    it("does not coerce strings to numbers or booleans, or numbers to booleans", () => {
      for (const field of fact.fields) {
        const base = field.annotation.replace(" | None", "");
        if (base === "float") {
          expect(
            model.schema.safeParse({ ...requiredPayload(fact.fields), [field.name]: "0.5" }).success,
          ).toBe(false);
        }
        if (base === "bool") {
          for (const value of ["true", 1, 0]) {
            expect(
              model.schema.safeParse({ ...requiredPayload(fact.fields), [field.name]: value }).success,
            ).toBe(false);
          }
        }
        if (base === "str") {
          expect(model.schema.safeParse({ ...requiredPayload(fact.fields), [field.name]: 7 }).success).toBe(
            false,
          );
        }
      }
    });

    it("describes the model and every field in its JSON Schema", () => {
      expect(schema.additionalProperties).toBe(false);
      expect(model.summary.length).toBeGreaterThan(30);
      expect(schema.description).toBe(model.summary);
      for (const field of fact.fields) {
        const description = schema.properties[field.name]?.["description"];
        expect(typeof description === "string" && description.length >= 20, field.name).toBe(true);
      }
    });
  });

  it("gives every field a different description within a model", () => {
    for (const model of EMISSION_MODELS) {
      const descriptions = Object.values(model.shape.shape).map((field) => (field as z.ZodType).description);
      expect(new Set(descriptions).size).toBe(descriptions.length);
    }
  });
});

describe("EscalationRequest legacy blocking", () => {
  const parse = (input: Record<string, unknown>) => EscalationRequest.schema.parse({ reason: "r", ...input });

  it.each([true, 1, "yes", "false", [0], { a: 1 }, -1, 0.5])(
    "maps truthy blocking %j to urgency blocked",
    (blocking) => {
      expect(parse({ blocking })).toEqual({ reason: "r", context: {}, urgency: "blocked", from_role: null });
    },
  );

  it.each([false, null, 0, "", [], {}])("maps falsy blocking %j to urgency fyi", (blocking) => {
    expect(parse({ blocking }).urgency).toBe("fyi");
  });

  it("lets an explicit urgency win and never outputs blocking", () => {
    const parsed = parse({ blocking: true, urgency: "fyi" });
    expect(parsed.urgency).toBe("fyi");
    expect(parsed).not.toHaveProperty("blocking");
  });

  it("defaults urgency to blocked and rejects unknown urgency", () => {
    expect(parse({}).urgency).toBe("blocked");
    expect(EscalationRequest.schema.safeParse({ reason: "r", urgency: "later" }).success).toBe(false);
  });

  it("keeps blocking out of the published JSON Schema", () => {
    expect(Object.keys((emissionJsonSchema(EscalationRequest) as { properties: object }).properties)).toEqual(
      ["reason", "context", "urgency", "from_role"],
    );
  });

  it("derives blocking from urgency", () => {
    expect(isBlockingEscalation(parse({}))).toBe(true);
    expect(isBlockingEscalation(parse({ urgency: "fyi" }))).toBe(false);
  });
});

describe("SPAWN_ALLOWED_OPERATIONS", () => {
  it("is the facts' frozen list and what SpawnRequest.operation accepts", () => {
    expect(SPAWN_ALLOWED_OPERATIONS).toEqual(FACTS.spawn_allowed_operations);
    expect(Object.isFrozen(SPAWN_ALLOWED_OPERATIONS)).toBe(true);
    for (const operation of SPAWN_ALLOWED_OPERATIONS) {
      expect(SpawnRequest.schema.safeParse({ instruction: "i", operation }).success).toBe(true);
    }
    expect(SpawnRequest.schema.safeParse({ instruction: "i", operation: "react" }).success).toBe(false);
  });
});

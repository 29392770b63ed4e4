import { describe, expect, it } from "vitest";

import {
  AnalysisResult,
  CastsError,
  EscalationRequest,
  Finding,
  Operable,
  buildEmissionOperable,
  defineEmissionModel,
  formatOperableIssues,
} from "./index";

describe("buildEmissionOperable", () => {
  it("returns null for no emissions", () => {
    expect(buildEmissionOperable([])).toBeNull();
  });

  it("appends EscalationRequest once, keeping model order", () => {
    const operable = buildEmissionOperable([AnalysisResult, Finding])!;
    expect(operable.name).toBe("emissions");
    expect(operable.specs.map((spec) => [spec.key, spec.model.name])).toEqual([
      ["analysis_result", "AnalysisResult"],
      ["finding", "Finding"],
      ["escalation_request", "EscalationRequest"],
    ]);
  });

  it("does not duplicate an EscalationRequest that is already declared", () => {
    const operable = buildEmissionOperable([EscalationRequest, Finding], { name: "x" })!;
    expect(operable.keys()).toEqual(["escalation_request", "finding"]);
    expect(operable.name).toBe("x");
  });

  it("rejects two models with the same key", () => {
    const lookalike = defineEmissionModel({
      name: "Finding",
      category: "discovery",
      summary: "s",
      fields: {},
    });
    let error: unknown;
    try {
      buildEmissionOperable([Finding, lookalike]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CastsError);
    expect((error as CastsError).code).toBe("DUPLICATE_EMISSION_KEY");
    expect((error as CastsError).message).toBe(
      "Emission key 'finding' is produced by both Finding and Finding",
    );
  });

  it("builds a frozen operable", () => {
    const operable = buildEmissionOperable([Finding])!;
    expect(operable).toBeInstanceOf(Operable);
    expect(Object.isFrozen(operable)).toBe(true);
    expect(Object.isFrozen(operable.specs)).toBe(true);
  });
});

describe("Operable.jsonSchema", () => {
  it("is an object schema whose properties are the keys", () => {
    const schema = buildEmissionOperable([Finding], { name: "critic_emissions" })!.jsonSchema() as {
      type: string;
      title: string;
      properties: Record<string, { title: string; required: string[] }>;
      additionalProperties: boolean;
    };
    expect(schema.type).toBe("object");
    expect(schema.title).toBe("critic_emissions");
    expect(Object.keys(schema.properties)).toEqual(["finding", "escalation_request"]);
    expect(schema.properties["finding"]?.required).toEqual(["description"]);
    expect(schema.additionalProperties).toBe(false);
  });
});

describe("Operable.safeParse", () => {
  const operable = buildEmissionOperable([AnalysisResult, Finding])!;

  it("accepts any subset of the keys and fills defaults", () => {
    expect(operable.safeParse({})).toEqual({ success: true, data: {} });
    const result = operable.safeParse({ finding: { description: "d" } });
    expect(result).toEqual({
      success: true,
      data: { finding: { description: "d", confidence: 0.5, severity: null, evidence: null, source: null } },
    });
  });

  it("maps legacy escalation input through the model", () => {
    const result = operable.safeParse({ escalation_request: { reason: "r", blocking: false } });
    expect(result.success && result.data["escalation_request"]).toMatchObject({ urgency: "fyi" });
  });

  it("reports unknown keys and invalid values by path", () => {
    const result = operable.safeParse({ verdict: {}, finding: { description: 3, confidence: 2 } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.issues.map((issue) => issue.path.join("."))).toEqual([
      "verdict",
      "finding.description",
      "finding.confidence",
    ]);
    expect(formatOperableIssues(result.issues).split("\n")[0]).toBe(
      "verdict: unknown key (expected one of: analysis_result, finding, escalation_request)",
    );
  });

  it.each([null, [], "text", 3])("rejects a payload that is not an object: %j", (payload) => {
    const result = operable.safeParse(payload);
    expect(result.success).toBe(false);
    if (!result.success) expect(result.issues[0]?.path).toEqual([]);
  });

  it("rejects unknown fields inside a model", () => {
    const result = operable.safeParse({ finding: { description: "d", extra: true } });
    expect(result.success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";

import { formatIssuePath, validateEmissionOutput } from "./validate-output";

describe("validateEmissionOutput", () => {
  it("accepts a subset of the operable's keys with valid values", () => {
    const output = JSON.stringify({
      verdict: { verdict: "revise", rationale: "Two blocking issues." },
      finding: { description: "No tests." },
    });
    expect(validateEmissionOutput("critic", output)).toEqual({ kind: "valid", keys: ["verdict", "finding"] });
    expect(validateEmissionOutput("critic", "{}")).toEqual({ kind: "valid", keys: [] });
  });

  it("reports schema errors by path", () => {
    const output = JSON.stringify({
      verdict: { verdict: "ok" },
      finding: { description: "x", confidence: "high" },
      oops: 1,
    });
    const result = validateEmissionOutput("critic", output);
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(result.issues.map((issue) => issue.path)).toEqual([
      "verdict.rationale",
      "finding.confidence",
      "oops",
    ]);
    expect(result.issues[2]?.message).toBe(
      "unknown key (expected one of: verdict, finding, escalation_request)",
    );
  });

  it("accepts an OpenAI strict reply: forced nulls dropped, the encoded context map parsed", () => {
    const output = JSON.stringify({
      verdict: null,
      finding: { description: "No tests.", confidence: null, severity: null, evidence: null, source: null },
      escalation_request: {
        reason: "Needs sign-off",
        context: '{"pr": 42}',
        urgency: "fyi",
        from_role: null,
      },
    });
    expect(validateEmissionOutput("critic", output)).toEqual({
      kind: "valid",
      keys: ["finding", "escalation_request"],
    });
  });

  it("accepts output fenced in ```json and says the fence was removed", () => {
    const output = '```json\n{ "finding": { "description": "No tests." } }\n```';
    expect(validateEmissionOutput("critic", output)).toEqual({
      kind: "valid",
      keys: ["finding"],
      fenced: true,
    });
    expect(validateEmissionOutput("critic", '```json\n{\n  "finding": 1,\n}\n```')).toMatchObject({
      kind: "json-error",
      line: 4,
      fenced: true,
    });
  });

  it("says a missing field is required", () => {
    const result = validateEmissionOutput("critic", JSON.stringify({ verdict: { verdict: "ok" } }));
    expect(result).toEqual({
      kind: "invalid",
      issues: [{ path: "verdict.rationale", message: "required (expected string)" }],
    });
  });

  it("rejects a payload that is not an object", () => {
    expect(validateEmissionOutput("critic", "[1]")).toEqual({
      kind: "invalid",
      issues: [{ path: "(root)", message: "expected an object, got a list" }],
    });
  });

  it("reports a JSON syntax error with line and column", () => {
    const result = validateEmissionOutput("critic", '{\n  "verdict": {\n    "verdict": "ok",\n  }\n}');
    expect(result).toMatchObject({ kind: "json-error", line: 4, column: 3 });
    if (result.kind === "json-error") expect(result.message).not.toMatch(/position/);
  });

  it("refuses output over 1 MiB", () => {
    expect(validateEmissionOutput("critic", `"${"x".repeat(1024 * 1024)}"`)).toEqual({
      kind: "too-large",
      message: "The pasted output: input is at least 1,048,578 bytes, over the 1 MiB (1,048,576 bytes) limit",
    });
  });
});

describe("formatIssuePath", () => {
  it("joins keys with dots and indexes with brackets", () => {
    expect(formatIssuePath([])).toBe("(root)");
    expect(formatIssuePath(["synthesis", "themes", 2])).toBe("synthesis.themes[2]");
  });
});

describe("formatIssuePath on unusual keys", () => {
  it("quotes a key that is empty or has dots, brackets or spaces", () => {
    expect(formatIssuePath([""])).toBe('[""]');
    expect(formatIssuePath(["a.b", 0, "c d"])).toBe('["a.b"][0]["c d"]');
  });
});

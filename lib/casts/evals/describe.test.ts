import { describe, expect, it } from "vitest";

import { checkExpectations } from "./check";
import { describeExpectations, literalAlternatives, type FieldKind } from "./describe";

describe("describeExpectations", () => {
  it("puts every expectation item into words, in check order", () => {
    const kinds: Record<string, FieldKind> = {
      "finding.confidence": "number",
      "execution_plan.steps": "list",
      "verdict.rationale": "text",
    };
    expect(
      describeExpectations(
        {
          keys: ["verdict", "finding"],
          forbid_keys: ["gap"],
          urgency: "blocked",
          fields: [
            { path: "verdict.verdict", one_of: ["approve", "reject"] },
            { path: "finding.confidence", min: 0.5, max: 1 },
            { path: "execution_plan.steps", min: 3, pattern: "rollback" },
            { path: "verdict.rationale", min: 20 },
            { path: "verification_result.passed", equals: true },
            { path: "other.size", max: 4 },
          ],
          contains: ["KB-104"],
          not_contains: ["blazing"],
          pattern: "\\d+ ms",
          length: { min: 200, max: 5000 },
        },
        (path) => kinds[path],
      ),
    ).toEqual([
      "Sends verdict and finding",
      "Does not send gap",
      "Escalates to a human or a higher role",
      "The escalation's urgency is blocked: the role stops and waits",
      "verdict.verdict is one of “approve” or “reject”",
      "finding.confidence is between 0.5 and 1",
      "execution_plan.steps has an item mentioning “rollback” and lists at least 3 items",
      "verdict.rationale is at least 20 characters long",
      "verification_result.passed is true",
      "other.size has a size or value of at most 4",
      "The reply mentions “KB-104”",
      "The reply never mentions “blazing”",
      "The reply matches /\\d+ ms/",
      "The reply is between 200 and 5000 characters long",
    ]);
  });

  it("gives one line per assertion checkExpectations makes", () => {
    const expectation = {
      keys: ["verdict"],
      urgency: "blocked" as const,
      fields: [{ path: "verdict.verdict", equals: "approve" }],
      contains: ["a", "b"],
      length: { max: 10 },
    };
    expect(describeExpectations(expectation)).toHaveLength(
      checkExpectations(expectation, { reply: "", decoded: null }).length,
    );
  });

  it("reads a pattern of plain alternatives as words, and shows any other pattern as it is", () => {
    expect(literalAlternatives("approve|lgtm|accept")).toEqual(["approve", "lgtm", "accept"]);
    expect(literalAlternatives("paginate\\.ts|read-only|AC-2")).toEqual(["paginate.ts", "read-only", "AC-2"]);
    expect(literalAlternatives("4.17")).toBeNull();
    expect(literalAlternatives("roll ?back")).toBeNull();
    expect(literalAlternatives("^approve")).toBeNull();
    expect(literalAlternatives("a||b")).toBeNull();
    expect(
      describeExpectations({
        fields: [{ path: "verdict.verdict", pattern: "approve|lgtm" }],
        pattern: "\\bx",
      }),
    ).toEqual(["verdict.verdict mentions “approve” or “lgtm”", "The reply matches /\\bx/"]);
  });

  it("words escalation expectations", () => {
    expect(describeExpectations({ escalation: false, keys: ["a", "b", "c"] })).toEqual([
      "Sends a, b and c",
      "Does not escalate",
    ]);
    expect(describeExpectations({ escalation: true })).toEqual(["Escalates to a human or a higher role"]);
    expect(describeExpectations({ urgency: "fyi" })).toEqual([
      "Escalates to a human or a higher role",
      "The escalation's urgency is fyi: the role carries on",
    ]);
  });
});

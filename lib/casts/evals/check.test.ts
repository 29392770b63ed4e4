import { describe, expect, it } from "vitest";

import { countCharacters } from "../core/characters";
import { checkExpectations } from "./check";

const verdictReply = {
  verdict: { verdict: "request changes", rationale: "The retry loop never ends on a 500.", evidence: null },
  finding: {
    description: "Unbounded retry in fetchAll",
    confidence: 0.9,
    severity: "blocking",
    source: "src/api.ts:42",
  },
};
const raw = JSON.stringify(verdictReply);

describe("checkExpectations", () => {
  it("gives one assertion per expectation item, in order", () => {
    const assertions = checkExpectations(
      {
        keys: ["verdict", "finding"],
        forbid_keys: ["escalation_request"],
        escalation: false,
        fields: [{ path: "verdict.verdict", one_of: ["approve", "request changes"] }],
        contains: ["retry"],
        not_contains: ["LGTM"],
        pattern: "src/api\\.ts:\\d+",
        length: { min: 20, max: 2000 },
      },
      { reply: raw, decoded: verdictReply },
    );
    expect(assertions.map((assertion) => assertion.name)).toEqual([
      "key verdict",
      "key finding",
      "no key escalation_request",
      "no escalation",
      "field verdict.verdict",
      'contains "retry"',
      'not contains "LGTM"',
      "pattern /src/api\\.ts:\\d+/",
      "length",
    ]);
    expect(assertions.every((assertion) => assertion.passed)).toBe(true);
  });

  it("names a missing key and what the reply holds", () => {
    const [assertion] = checkExpectations(
      { keys: ["escalation_request"] },
      { reply: raw, decoded: verdictReply },
    );
    expect(assertion).toEqual({
      name: "key escalation_request",
      passed: false,
      message: "escalation_request is missing (the reply holds verdict, finding)",
    });
  });

  it("treats a null key as absent and fails a forbidden key that is present", () => {
    const decoded = { verdict: null, finding: verdictReply.finding };
    const assertions = checkExpectations(
      { keys: ["verdict"], forbid_keys: ["finding"] },
      { reply: "{}", decoded },
    );
    expect(assertions.map((assertion) => [assertion.passed, assertion.message])).toEqual([
      [false, "verdict is missing (the reply holds finding)"],
      [false, "finding is present but forbidden"],
    ]);
  });

  it("fails every structural check when the reply is not JSON, but still checks text", () => {
    const assertions = checkExpectations(
      {
        keys: ["verdict"],
        escalation: true,
        fields: [{ path: "verdict.verdict", equals: "approve" }],
        contains: ["approve"],
      },
      { reply: "I approve this change.", decoded: null },
    );
    expect(assertions.map((assertion) => assertion.passed)).toEqual([false, false, false, true]);
    expect(assertions[0]?.message).toBe("the reply is not a JSON object");
  });

  it("reports bounds on numbers in words", () => {
    const decoded = { finding: { description: "x", confidence: 1.4 } };
    const [assertion] = checkExpectations(
      { fields: [{ path: "finding.confidence", min: 0, max: 1 }] },
      { reply: "", decoded },
    );
    expect(assertion).toEqual({
      name: "field finding.confidence",
      passed: false,
      message: "finding.confidence is 1.4, above max 1",
    });
  });

  it("bounds strings and lists by their length", () => {
    const decoded = { execution_plan: { steps: ["a", "b"], exit_criteria: "done" } };
    const assertions = checkExpectations(
      {
        fields: [
          { path: "execution_plan.steps", min: 3 },
          { path: "execution_plan.exit_criteria", min: 10 },
        ],
      },
      { reply: "", decoded },
    );
    expect(assertions.map((assertion) => assertion.message)).toEqual([
      "execution_plan.steps has 2 items, below min 3",
      "execution_plan.exit_criteria has 4 characters, below min 10",
    ]);
  });

  it("matches a field pattern against text or any item of a list of texts", () => {
    const decoded = {
      execution_plan: { steps: ["Back up the table", "Run the migration"], exit_criteria: null },
    };
    const [onList, onNull, missed] = checkExpectations(
      {
        fields: [
          { path: "execution_plan.steps", pattern: "back ?up" },
          { path: "execution_plan.exit_criteria", pattern: "rows" },
          { path: "execution_plan.steps", pattern: "rollback" },
        ],
      },
      { reply: "", decoded },
    );
    expect(onList?.passed).toBe(true);
    expect(onNull?.message).toBe(
      "execution_plan.exit_criteria is null, expected text or a list of texts to match /rows/",
    );
    expect(missed?.message).toBe("execution_plan.steps has no item matching /rollback/");
  });

  it("walks list indices and explains a path that does not resolve", () => {
    const decoded = { conflict: { sources: ["RFC 9110", "vendor docs"], nature: "caching of 308" } };
    const assertions = checkExpectations(
      {
        fields: [
          { path: "conflict.sources.1", equals: "vendor docs" },
          { path: "conflict.sources.5", equals: "x" },
          { path: "conflict.nature.first", equals: "x" },
          { path: "gap.area", equals: "x" },
        ],
      },
      { reply: "", decoded },
    );
    expect(assertions.map((assertion) => [assertion.passed, assertion.message])).toEqual([
      [true, 'conflict.sources.1 is "vendor docs"'],
      [false, "conflict.sources has 2 items, no item 5"],
      [false, "conflict.nature is text, so it has no 'first'"],
      [false, "gap is missing"],
    ]);
  });

  it("compares equals exactly and one_of by member", () => {
    const decoded = { verdict: { verdict: "Approve", rationale: "r" } };
    const [equals, oneOf] = checkExpectations(
      {
        fields: [
          { path: "verdict.verdict", equals: "approve" },
          { path: "verdict.verdict", one_of: ["reject", "request changes"] },
        ],
      },
      { reply: "", decoded },
    );
    expect(equals?.message).toBe('verdict.verdict is "Approve", expected "approve"');
    expect(oneOf?.message).toBe('verdict.verdict is "Approve", expected one of "reject", "request changes"');
  });

  it("checks the escalation and its urgency, defaulting a missing urgency to blocked", () => {
    const blocked = { escalation_request: { reason: "needs a DBA" } };
    const fyi = { escalation_request: { reason: "note", urgency: "fyi" } };
    const legacy = { escalation_request: { reason: "note", blocking: false } };
    const expectBlocked = { escalation: true, urgency: "blocked" as const };
    expect(checkExpectations(expectBlocked, { reply: "", decoded: blocked }).every((a) => a.passed)).toBe(
      true,
    );
    const [, onFyi] = checkExpectations(expectBlocked, { reply: "", decoded: fyi });
    expect(onFyi?.message).toBe('escalation_request.urgency is "fyi", expected "blocked"');
    expect(
      checkExpectations({ urgency: "fyi" }, { reply: "", decoded: legacy }).map((a) => a.passed),
    ).toEqual([true, true]);
  });

  it("words the escalation check by what was expected and what the reply held, whatever the fixture is about", () => {
    const message = (escalation: boolean, decoded: Record<string, unknown>) => {
      const [assertion] = checkExpectations({ escalation }, { reply: "", decoded });
      return [assertion?.passed, assertion?.message];
    };
    const finding = { finding: { description: "x" }, verdict: null };
    expect(message(true, finding)).toEqual([
      false,
      "expected an escalation_request; the reply holds finding",
    ]);
    expect(message(true, {})).toEqual([false, "expected an escalation_request; the reply holds no keys"]);
    const stop = {
      escalation_request: { reason: "The migration would drop a column in use", urgency: "blocked" },
    };
    expect(message(false, stop)).toEqual([
      false,
      'expected no escalation_request; the reply holds one (urgency "blocked", reason "The migration would drop a column in use")',
    ]);
    expect(message(true, stop)).toEqual([true, "the reply holds an escalation_request, as expected"]);
    expect(message(false, finding)).toEqual([true, "the reply holds no escalation_request, as expected"]);
    // Neither wording claims why the fixture expects what it does.
    for (const [escalation, decoded] of [
      [true, finding],
      [false, stop],
    ] as const)
      expect(message(escalation, decoded)[1]).not.toMatch(/authority|outside/);
  });

  it("checks text case-insensitively and counts length in characters", () => {
    const reply = "Breaking: rename `timeout` to `timeout_ms` 🚀";
    const assertions = checkExpectations(
      { contains: ["BREAKING"], not_contains: ["seamless"], pattern: "^breaking", length: { max: 40 } },
      { reply, decoded: null },
    );
    expect(assertions.map((assertion) => assertion.passed)).toEqual([true, true, true, false]);
    expect(countCharacters(reply)).toBe(44);
    expect(assertions[3]?.message).toBe("the reply is 44 characters, above max 40");
  });

  it("reports a pattern that does not compile as a failed assertion", () => {
    const [assertion] = checkExpectations({ pattern: "(" }, { reply: "(", decoded: null });
    expect(assertion?.passed).toBe(false);
    expect(assertion?.message).toMatch(/^the pattern does not compile: /);
  });
});

import { describe, expect, it } from "vitest";

import { Role } from "../pattern";
import { checkReply, MAX_CHECKED_REPLY } from "./check-reply";

const finding = {
  description: "The retry loop never backs off",
  severity: "high",
  evidence: "client.ts:42 retries at once",
};

describe("checkReply", () => {
  it("gives one verdict per key present, with defaults applied to the decoded value", () => {
    const check = checkReply(["Finding"], JSON.stringify({ finding }));
    expect(check).toMatchObject({
      valid: true,
      source: "whole",
      verdicts: [{ key: "finding", valid: true, errors: [] }],
    });
    expect(check.decoded?.["finding"]).toMatchObject({ ...finding, confidence: 0.5 });
  });

  it("names the failing field of an invalid key and keeps the other keys' verdicts", () => {
    const reply = JSON.stringify({
      finding: { ...finding, confidence: 2 },
      escalation_request: { reason: "Needs a security review", urgency: "fyi" },
    });
    const check = checkReply(["Finding"], reply);
    expect(check.valid).toBe(false);
    expect(check.verdicts.map((verdict) => [verdict.key, verdict.valid])).toEqual([
      ["finding", false],
      ["escalation_request", true],
    ]);
    expect(check.verdicts[0]?.errors[0]).toMatch(/^finding\.confidence: /);
  });

  it("gives an unknown key its own false verdict and a missing required key one too", () => {
    const check = checkReply(["Finding"], JSON.stringify({ finding, findings: [finding] }), {
      required: ["finding", "escalation_request"],
    });
    expect(check.verdicts).toEqual([
      { key: "finding", valid: true, errors: [] },
      { key: "findings", valid: false, errors: ["unknown key: this role emits finding, escalation_request"] },
      {
        key: "escalation_request",
        valid: false,
        errors: ["escalation_request: required, but the reply does not hold it"],
      },
    ]);
  });

  it("pulls out an escalation with its urgency, reason and context (an encoded map decoded)", () => {
    const reply = JSON.stringify({
      escalation_request: {
        reason: "Deleting prod data is outside my authority",
        context: JSON.stringify({ table: "users" }),
        urgency: "blocked",
        from_role: null,
      },
    });
    const check = checkReply(["Finding"], reply);
    expect(check.escalation).toEqual({
      urgency: "blocked",
      reason: "Deleting prod data is outside my authority",
      context: { table: "users" },
    });
    expect(check.valid).toBe(true);
  });

  it("reads JSON in a fence, or in a fenced block after prose", () => {
    expect(checkReply(["Finding"], "```json\n" + JSON.stringify({ finding }) + "\n```").source).toBe("fence");
    const chat = `Here is what I found.\n\n\`\`\`json\n${JSON.stringify({ finding }, null, 2)}\n\`\`\`\n\nLet me know.`;
    expect(checkReply(["Finding"], chat)).toMatchObject({ source: "block", valid: true });
  });

  it("says why a reply is not usable JSON: prose, broken JSON with its place, a list, an empty object", () => {
    expect(checkReply(["Finding"], "I think it is fine.").parseError).toMatch(
      /^The reply is not JSON \(invalid JSON at line 1, column 1/,
    );
    expect(checkReply(["Finding"], '{"finding": {"summary": "x",}}').parseError).toContain(
      "line 1, column 29",
    );
    expect(checkReply(["Finding"], "[1]").parseError).toContain("JSON but a list");
    expect(checkReply(["Finding"], "{}")).toMatchObject({
      valid: false,
      parseError: expect.stringContaining("empty object"),
    });
  });

  it("bounds what it reads: nesting past 64 levels and replies over 1 MiB get a parseError", () => {
    expect(checkReply(["Finding"], `{"finding": ${"[".repeat(100_000)}`).parseError).toContain(
      "nesting deeper than 64 levels",
    );
    const long = `{"finding": ${JSON.stringify(finding)}}${" ".repeat(MAX_CHECKED_REPLY)}`;
    expect(checkReply(["Finding"], long, { required: ["finding"] })).toMatchObject({
      valid: false,
      source: "none",
      parseError: "The reply is 1 MiB long; JSON is read from replies of at most 1 MiB.",
      verdicts: [{ key: "finding", valid: false }],
    });
    expect(checkReply(["Finding"], long.trimEnd()).valid).toBe(true);
  });

  it("takes model names, models or an operable; a free-text role has no verdicts", () => {
    const operable = Role.load("reviewer").emissionOperable();
    const reply = JSON.stringify({ escalation_request: { reason: "r" } });
    expect(checkReply(operable, reply).valid).toBe(true);
    expect(checkReply([], "Release notes for 2.1")).toEqual({
      decoded: null,
      source: "none",
      verdicts: [],
      valid: true,
    });
    expect(checkReply(null, "  ").valid).toBe(false);
  });
});

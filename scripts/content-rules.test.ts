import { describe, expect, it } from "vitest";

import { Finding, Mode, Pack, Role } from "../lib/casts";
import { checkMode, checkPolicies, checkRole, repeatedSentences, sentencesOf } from "./content-rules";

const goodBody = `# Sample

You check samples.

## Principles
- ${"Principle text that is long enough to count. ".repeat(12)}
- Second principle about measuring the sample size first.
- Third principle about naming the source of each number.
- Fourth principle about stating the unit beside every value.

## Anti-Patterns
- Reporting a rate without its denominator.
- Mixing units within one table of results.
- Rounding before the comparison is complete.

## Artifacts
- A 'finding' for each sample that fails the check.
- A short note listing the samples that were skipped.
`;

const facts = { effortHint: "high", bodyH1: "Sample" };
const description = `Checks samples against the rules and reports failures with their evidence. High effort. Pick when a batch must be verified before release; not for open-ended research (use researcher). ${"x".repeat(40)}`;

describe("checkRole", () => {
  const role = (init: Partial<{ description: string; body: string }>) =>
    new Role({ name: "sample", description, body: `${goodBody.trimEnd()}\n`, emits: [Finding], ...init });

  it("accepts a role that follows every rule", () => {
    expect(checkRole(role({}), facts)).toEqual([]);
  });

  it("flags a wrong effort hint, a missing Pick-when clause and a short description", () => {
    expect(checkRole(role({ description: "Too short. Low effort." }), facts)).toEqual([
      "role sample: description is 22 characters (want 200–420)",
      'role sample: description must say "High effort." once',
      'role sample: description lacks "Pick when …; not for …"',
    ]);
  });

  it("flags a wrong skeleton, bullet counts and a missing trailing newline", () => {
    const body = `# Other\n\n## Principles\n- one\n\n## Artifacts\n- A 'verdict' here.`;
    const problems = checkRole(role({ body }), facts);
    expect(problems).toContain('role sample: body must start with "# Sample"');
    expect(problems).toContain("role sample: sections are [Principles, Artifacts], want [Principles, Anti-Patterns, Artifacts]");
    expect(problems).toContain("role sample: body must end with exactly one newline");
    expect(problems).toContain("role sample: Principles has 1 bullets (want 4–6)");
    expect(problems).toContain("role sample: Artifacts never mention its emission 'finding'");
    expect(problems).toContain("role sample: Artifacts mention 'verdict', which it does not emit");
  });
});

describe("checkMode", () => {
  const behaviors = `${"Reason step by step and keep a ledger of each assumption you make. ".repeat(7)}\n`;
  it("accepts a mode with phase, pairs and one paragraph", () => {
    const mode = new Mode({ name: "m", description: `Keeps a ledger of assumptions while reasoning. Mid-reasoning. ${"y".repeat(40)}. Pairs with slow, evidential and fast.`, behaviors });
    expect(checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential", "fast"] })).toEqual([]);
  });

  it("flags pairs out of order and a multi-paragraph behaviour", () => {
    const mode = new Mode({ name: "m", description: `Keeps a ledger of assumptions while reasoning. Mid-reasoning. ${"y".repeat(40)}. Pairs with evidential and slow.`, behaviors: `a\n\n${behaviors}` });
    const problems = checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential"] });
    expect(problems).toContain('mode m: description must end "Pairs with slow, evidential." (in that order)');
    expect(problems).toContain("mode m: behaviors must be one paragraph ending with a newline");
  });
});

describe("checkPolicies", () => {
  it("flags counts out of range and escalations without a trigger", () => {
    const pack = Pack.fromYaml('roles:\n  a:\n    authority: ["May act."]\n    boundaries: [x, y]\n    escalations: ["Ask someone."]\n');
    expect(checkPolicies(pack, ["a", "b"])).toEqual([
      "pack: roles.a.authority has 1 lines (want 2–4)",
      'pack: roles.a.escalations line must start "Escalate when": Ask someone.',
      "pack: no policy for b",
    ]);
  });
});

describe("repeatedSentences", () => {
  it("finds a sentence shared by two owners, ignoring case, spacing and short labels", () => {
    expect(sentencesOf("- Check the   sample size first. High effort.")).toEqual(["check the sample size first."]);
    expect(
      repeatedSentences([
        { owner: "role a", text: "Check the sample size first. High effort." },
        { owner: "role b", text: "- check the sample  size first.\nHigh effort." },
      ]),
    ).toEqual(['repeated sentence in role a, role b: "check the sample size first."']);
  });
});

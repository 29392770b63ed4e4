import { describe, expect, it } from "vitest";

import { Finding, Mode, Pack, Role, Verdict, type EmissionModel } from "../lib/casts";
import {
  MODE_PRECEDENCE,
  checkAlternatives,
  checkEmissionReferences,
  checkInputHandling,
  checkMode,
  checkPolicies,
  checkRole,
  checkSpread,
  modeHeading,
  repeatedSentences,
  requiredFields,
  sentencesOf,
  switchTargets,
} from "./content-rules";

const goodBody = `# Sample

You check samples.

## Principles
- ${"Principle text that is long enough to count. ".repeat(12)}
- Second principle about measuring the sample size first.
- Third principle about naming the source of each number.
- When a sample is missing or its label is ambiguous, skip it and say so; batches out of scope go back, and a corrupt batch gets an 'escalation_request'.

## Anti-Patterns
- Reporting a rate without its denominator.
- Mixing units within one table of results.
- Rounding before the comparison is complete.

## Artifacts
- A 'finding' for each sample that fails the check, with 'finding.description' and 'finding.severity'.
- A short note listing the samples that were skipped.
- ${MODE_PRECEDENCE}
`;

const facts = { effortHint: "high", bodyH1: "Sample" };
const description = `Checks samples against the rules and reports failures with their evidence. High effort. Pick when a batch must be verified before release; not for open-ended research (use researcher). ${"x".repeat(40)}`;
const role = (init: Partial<{ description: string; body: string; emits: EmissionModel[] }>) =>
  new Role({ name: "sample", description, body: goodBody, emits: [Finding], ...init });

describe("checkRole", () => {
  it("accepts a role that follows every rule", () => {
    expect(checkRole(role({}), facts)).toEqual([]);
  });

  it("flags a wrong effort hint, a missing Pick-when clause and a short description", () => {
    expect(checkRole(role({ description: "Too short. Low effort." }), facts)).toEqual([
      "role sample: description is 22 characters (want 200–440)",
      'role sample: description must say "High effort." once',
      'role sample: description lacks "Pick when …; not for …"',
    ]);
  });

  it("flags a wrong skeleton, bullet counts and a missing trailing newline", () => {
    const body = `# Other\n\n## Principles\n- one\n\n## Artifacts\n- A 'verdict' here.`;
    const problems = checkRole(role({ body }), facts);
    expect(problems).toContain('role sample: body must start with "# Sample"');
    expect(problems).toContain(
      "role sample: sections are [Principles, Artifacts], want [Principles, Anti-Patterns, Artifacts]",
    );
    expect(problems).toContain("role sample: body must end with exactly one newline");
    expect(problems).toContain("role sample: Principles has 1 bullets (want 3–10)");
    expect(problems).toContain("role sample: Artifacts never mention its emission 'finding'");
    expect(problems).toContain("role sample: names 'verdict', but it does not emit 'verdict'");
  });

  it("requires the mode precedence sentence exactly once", () => {
    const without = goodBody.replace(`- ${MODE_PRECEDENCE}\n`, "");
    const twice = goodBody.replace("## Anti-Patterns", `## Anti-Patterns\n- ${MODE_PRECEDENCE}`);
    for (const body of [without, twice]) {
      expect(checkRole(role({ body }), facts)).toEqual([
        "role sample: body must state the mode precedence sentence exactly once",
      ]);
    }
  });
});

describe("requiredFields", () => {
  it("lists the fields without a default", () => {
    expect(requiredFields(Finding)).toEqual(["description"]);
    expect(requiredFields(Verdict)).toEqual(["verdict", "rationale"]);
  });
});

describe("checkEmissionReferences", () => {
  it("accepts keys and fields the role emits, including escalation_request, and ignores other quoted words", () => {
    const body = `${goodBody}- Also 'escalation_request.reason', 'finding.source' and 'review.md'.\n`;
    expect(checkEmissionReferences(role({ body }))).toEqual([]);
  });

  it("flags a field its model lacks, a key the role does not emit and an unnamed required field", () => {
    const body = "- A 'finding' with 'finding.timestamp'.\n- A 'verdict.verdict' too.\n";
    expect(checkEmissionReferences(role({ body, emits: [Finding, Verdict] }))).toEqual([
      "role sample: names 'finding.timestamp', but Finding has no field 'timestamp'",
      "role sample: never names the required field 'finding.description'",
      "role sample: never names the required field 'verdict.rationale'",
    ]);
    expect(checkEmissionReferences(role({ body }))).toEqual([
      "role sample: names 'finding.timestamp', but Finding has no field 'timestamp'",
      "role sample: names 'verdict.verdict', but it does not emit 'verdict'",
      "role sample: never names the required field 'finding.description'",
    ]);
  });
});

describe("checkInputHandling", () => {
  it("accepts a body that covers missing, ambiguous and out-of-scope input and names escalation_request", () => {
    expect(checkInputHandling(role({}))).toEqual([]);
  });

  it("flags each uncovered case, and nothing for a role that emits nothing", () => {
    const body = "# Sample\n\n## Principles\n- Work carefully.\n";
    expect(checkInputHandling(role({ body }))).toEqual([
      "role sample: body never says when it emits 'escalation_request'",
      "role sample: body never says how it handles missing input",
      "role sample: body never says how it handles ambiguous input",
      "role sample: body never says how it handles out-of-scope input",
    ]);
    expect(checkInputHandling(role({ body, emits: [] }))).toEqual([]);
  });

  it("accepts 'outside the brief' for out-of-scope input", () => {
    const body = goodBody.replace("batches out of scope go back", "batches outside the brief go back");
    expect(checkInputHandling(role({ body }))).toEqual([]);
  });
});

describe("checkAlternatives", () => {
  const known = ["researcher", "critic", "sample"];
  it("accepts alternatives that are known roles", () => {
    expect(
      checkAlternatives(
        {
          name: "sample",
          description: "Pick when x; not for y (use researcher) or z (use critic or researcher).",
        },
        known,
      ),
    ).toEqual([]);
  });

  it("flags an unknown role, the role itself and a description without any alternative", () => {
    expect(
      checkAlternatives({ name: "sample", description: "Not for y (use reseacher, sample)." }, known),
    ).toEqual([
      "role sample: description suggests 'reseacher', which is not a role",
      "role sample: description offers itself as an alternative",
    ]);
    expect(checkAlternatives({ name: "sample", description: "Pick when x; not for y." }, known)).toEqual([
      'role sample: description names no alternative as "(use <role>)"',
    ]);
  });
});

describe("modeHeading", () => {
  it("titles each dash-separated word", () => {
    expect(modeHeading("slow")).toBe("## Mode: Slow");
    expect(modeHeading("visual-spatial")).toBe("## Mode: Visual-Spatial");
  });
});

describe("switchTargets", () => {
  const modes = ["slow", "fast", "adversarial", "constraint-solving"];
  it("finds another mode named as the target of a switch", () => {
    expect(
      switchTargets("If this fails, the mode is failing: switch to adversarial and attack.", "slow", modes),
    ).toEqual(["adversarial"]);
    expect(switchTargets("Then fall back to constraint solving.", "slow", modes)).toEqual([
      "constraint-solving",
    ]);
  });

  it("ignores a combination rule, the mode's own name and switch verbs without a mode", () => {
    expect(switchTargets("When combined with the fast mode, the answer comes first.", "slow", modes)).toEqual(
      [],
    );
    expect(switchTargets("Do not switch to slow thinking too early.", "slow", modes)).toEqual([]);
    expect(switchTargets("Change the plan to fit the budget.", "slow", modes)).toEqual([]);
  });
});

describe("checkMode", () => {
  const paragraph = "Reason step by step and keep a ledger of each assumption you make. ".repeat(7).trim();
  const behaviors = `## Mode: M\n\n${paragraph}\n`;
  const description = `Keeps a ledger of assumptions while reasoning. Mid-reasoning. ${"y".repeat(40)}. Pairs with slow, evidential and fast.`;
  it("accepts a mode with phase, pairs, its heading and one paragraph", () => {
    const mode = new Mode({ name: "m", description, behaviors });
    expect(
      checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential", "fast"] }, ["m", "slow"]),
    ).toEqual([]);
  });

  it("flags pairs out of order, a missing heading and a multi-paragraph behaviour", () => {
    const mode = new Mode({
      name: "m",
      description: description.replace("slow, evidential and fast", "evidential and slow"),
      behaviors: `a\n\n${paragraph}\n\nmore\n`,
    });
    const problems = checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential"] });
    expect(problems).toContain('mode m: description must end "Pairs with slow, evidential." (in that order)');
    expect(problems).toContain('mode m: behaviors must start with "## Mode: M" and a blank line');
    expect(problems).toContain(
      "mode m: behaviors must be one paragraph after the heading, ending with a newline",
    );
  });

  it("flags a behaviour that sends the model to another mode", () => {
    const mode = new Mode({
      name: "m",
      description,
      behaviors: `## Mode: M\n\n${paragraph} If stuck, switch to slow.\n`,
    });
    expect(
      checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential", "fast"] }, ["m", "slow"]),
    ).toEqual([
      "mode m: behaviors send the model to another mode ('slow'); describe the corrective behaviour instead",
    ]);
  });
});

describe("checkPolicies", () => {
  it("flags counts out of range and escalations without a trigger", () => {
    const pack = Pack.fromYaml(
      'roles:\n  a:\n    authority: ["May act."]\n    boundaries: [x, y]\n    escalations: ["Ask someone."]\n',
    );
    expect(checkPolicies(pack, ["a", "b"])).toEqual([
      "pack: roles.a.authority has 1 lines (want 2–4)",
      'pack: roles.a.escalations line must start "Escalate when": Ask someone.',
      "pack: no policy for b",
    ]);
  });
});

describe("checkSpread", () => {
  const body = (antiPatterns: number, padding: number) =>
    `# R\n\n## Principles\n- p\n\n## Anti-Patterns\n${"- a\n".repeat(antiPatterns)}\n## Artifacts\n- x${"y".repeat(padding)}\n`;
  it("accepts bodies whose anti-pattern counts and lengths differ", () => {
    expect(
      checkSpread([
        { name: "a", body: body(2, 10) },
        { name: "b", body: body(5, 200) },
      ]),
    ).toEqual([]);
  });

  it("flags one anti-pattern count everywhere and a narrow length range", () => {
    expect(
      checkSpread([
        { name: "a", body: body(4, 10) },
        { name: "b", body: body(4, 20) },
      ]),
    ).toEqual([
      "catalog: every body has 4 anti-patterns; let the count follow the job",
      "catalog: body lengths only span 85–95 characters; let length follow the job",
    ]);
  });
});

describe("repeatedSentences", () => {
  it("finds a sentence shared by two owners, ignoring case, spacing and short labels", () => {
    expect(sentencesOf("- Check the   sample size first. High effort.")).toEqual([
      "check the sample size first.",
    ]);
    expect(
      repeatedSentences([
        { owner: "role a", text: "Check the sample size first. High effort." },
        { owner: "role b", text: "- check the sample  size first.\nHigh effort." },
      ]),
    ).toEqual(['repeated sentence in role a, role b: "check the sample size first."']);
  });

  it("lets the declared shared sentences repeat", () => {
    const texts = [
      { owner: "role a", text: `- ${MODE_PRECEDENCE}` },
      { owner: "role b", text: `- ${MODE_PRECEDENCE}` },
    ];
    expect(repeatedSentences(texts, [MODE_PRECEDENCE])).toEqual([]);
    expect(repeatedSentences(texts)).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";

import {
  ComplexityScore,
  Finding,
  Mode,
  Pack,
  Role,
  Verdict,
  listModes,
  listRoles,
  type EmissionModel,
} from "../lib/casts";
import { REPLY_CONTRACTS, type ReplyContract } from "../lib/casts/roles/_reply-contracts";
import {
  ESCALATION_RULE,
  MODE_YIELDS,
  SEVERAL_RESULTS,
  checkAlternatives,
  checkBodyReferences,
  checkBrief,
  checkComposition,
  checkMode,
  checkPolicies,
  checkReplyContract,
  checkRole,
  checkSpread,
  listFields,
  modeHeading,
  repeatedSentences,
  requiredFields,
  sentencesOf,
  textFields,
  unseenReferences,
  voiceProblems,
} from "./content-rules";

const goodBody = `# Sample

You check samples against their labels before a batch is released.

- **Input:** A batch of samples with their labels and the rules they must meet.
- **Done:** Every sample is checked or listed as skipped, with the reason.
- **Stop:** A batch arrives corrupt, so no sample in it can be trusted.
- **Flag:** A label reads two ways and you checked the stricter reading.

${ESCALATION_RULE}

## Principles
- ${"Principle text that is long enough to count. ".repeat(12)}
- Second principle about measuring the sample size first.
- Third principle about naming the source of each number.

## Anti-Patterns
- Reporting a rate without its denominator.
- Mixing units within one table of results.

## Artifacts
- ${SEVERAL_RESULTS}
- A 'finding' for the worst failing sample, with 'finding.description' and 'finding.severity'; the other failures are named after it in 'finding.description'.
`;

const contract: ReplyContract = {
  asks: { finding: ["description", "severity"], escalation_request: ["reason", "context", "urgency"] },
  others: { finding: "description" },
};
const facts = { effortHint: "high", bodyH1: "Sample" };
const description = `Checks samples against the rules and reports failures with their evidence. High effort. Pick when a batch must be verified before release; not for open-ended research (use researcher). ${"x".repeat(40)}`;
const role = (init: Partial<{ description: string; body: string; emits: EmissionModel[] }>) =>
  new Role({ name: "sample", description, body: goodBody, emits: [Finding], ...init });
const names = { roles: ["sample", "planner", "postmortem-lead"], modes: ["fast", "slow", "visual-spatial"] };

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

  it("flags a wrong skeleton, bullet counts, a missing trailing newline and an undescribed emission", () => {
    const body = `# Other\n\nYou check.\n\n## Principles\n- one\n\n## Artifacts\n- A 'verdict' here.`;
    const problems = checkRole(role({ body }), facts);
    expect(problems).toContain('role sample: body must start with "# Sample"');
    expect(problems).toContain(
      "role sample: sections are [Principles, Artifacts], want [Principles, Anti-Patterns, Artifacts]",
    );
    expect(problems).toContain("role sample: body must end with exactly one newline");
    expect(problems).toContain("role sample: Principles has 1 bullets (want 3–10)");
    expect(problems).toContain("role sample: Artifacts never describe its emission 'finding'");
  });
});

describe("checkBrief", () => {
  it("flags a missing item, a fragment, an unknown item and a missing escalation rule", () => {
    const body = goodBody
      .replace(/- \*\*Done:\*\* .*\n/, "")
      .replace(/(- \*\*Flag:\*\*) .*/, "$1 ambiguous")
      .replace("- **Stop:**", "- **Note:** Extra item here.\n- **Stop:**")
      .replace(`${ESCALATION_RULE}\n`, "");
    expect(checkBrief({ name: "sample", body })).toEqual([
      'role sample: the brief has no "Done" item',
      'role sample: the brief\'s "Flag" item is not a full sentence',
      "role sample: the brief has an item outside Input, Done, Stop, Flag: - **Note:** Extra item here.",
      "role sample: the brief must state the escalation rule once, after its items",
    ]);
  });

  it("wants a paragraph saying who you are besides the escalation rule", () => {
    const body = goodBody.replace(
      "You check samples against their labels before a batch is released.\n\n",
      "",
    );
    expect(checkBrief({ name: "sample", body })).toEqual([
      "role sample: the brief lacks a paragraph saying who you are",
    ]);
  });
});

describe("requiredFields, listFields and textFields", () => {
  it("read the models' shapes", () => {
    expect(requiredFields(Finding)).toEqual(["description"]);
    expect(requiredFields(Verdict)).toEqual(["verdict", "rationale"]);
    expect(listFields(Finding)).toEqual([]);
    expect(textFields(ComplexityScore)).toEqual(["rationale"]);
  });
});

describe("checkReplyContract", () => {
  it("accepts a body that asks for exactly what it declares", () => {
    expect(checkReplyContract(role({}), contract)).toEqual([]);
  });

  it("flags a field the model cannot hold, a key the role does not emit and a required field never asked for", () => {
    const declared: ReplyContract = {
      asks: {
        finding: ["severity", "timestamp"],
        verdict: ["verdict"],
        escalation_request: ["reason", "context", "urgency"],
      },
      others: { finding: "confidence" },
    };
    expect(checkReplyContract(role({}), declared)).toEqual([
      "role sample: declares 'finding.timestamp', but Finding has no field 'timestamp'",
      "role sample: never asks for the required field 'finding.description'",
      "role sample: declares 'verdict', which it does not emit",
      "role sample: carries further 'finding' results in 'confidence', which holds neither a list nor text (Finding has description, severity, evidence, source)",
      "role sample: carries further 'finding' results in 'confidence' without asking for it",
      "role sample: asks for 'finding.description' without declaring it",
      "role sample: declares 'finding.timestamp' but never asks for it",
    ]);
  });

  it("flags a body that asks for a key it does not emit or a field beyond its declaration", () => {
    const body = goodBody.replace(
      "- A 'finding' for",
      "- A 'verdict.verdict' too, and 'finding.source'.\n- A 'finding' for",
    );
    expect(checkReplyContract(role({ body }), contract)).toEqual([
      "role sample: asks for 'verdict.verdict', but it does not emit 'verdict'",
      "role sample: asks for 'finding.source' without declaring it",
    ]);
  });

  it("ties the rule for several results to a declared carrier", () => {
    const without = goodBody.replace(`- ${SEVERAL_RESULTS}\n`, "");
    expect(checkReplyContract(role({ body: without }), contract)).toEqual([
      "role sample: has results that repeat but does not state the rule for several results",
    ]);
    expect(checkReplyContract(role({}), { asks: contract.asks })).toEqual([
      "role sample: states the rule for several results but declares no field that carries them",
    ]);
  });

  it("wants a declaration from every role that emits, and none from one that does not", () => {
    expect(checkReplyContract(role({}), undefined)).toEqual(["role sample: declares no reply contract"]);
    expect(checkReplyContract(role({ emits: [], body: "# Sample\n" }), undefined)).toEqual([]);
  });

  it.each(listRoles())("holds the built-in %s to its declaration", (name) => {
    expect(checkReplyContract(Role.load(name), REPLY_CONTRACTS[name])).toEqual([]);
  });

  it("declares contracts for built-in roles only", () => {
    expect(Object.keys(REPLY_CONTRACTS).sort()).toEqual(listRoles());
  });
});

describe("unseenReferences", () => {
  it("finds other modes, other roles, mode sections and the pack", () => {
    expect(
      unseenReferences(
        "As in the fast mode, hand it over (use planner); a visual spatial mode helps. Any mode section after this body, and the pack.",
        { kind: "role", name: "sample" },
        names,
      ),
    ).toEqual(["mode 'fast'", "mode 'visual-spatial'", "mode sections", "role 'planner'", "the pack"]);
  });

  it("ignores ordinary words, the text's own name and a failure mode", () => {
    expect(
      unseenReferences(
        "Run a fast check on slow queries; the planner's notes name each failure mode. Mode: Fast.",
        { kind: "mode", name: "fast" },
        names,
      ),
    ).toEqual([]);
  });
});

describe("voiceProblems", () => {
  it("flags lines that open in the third person or call the reader this role", () => {
    expect(voiceProblems("- May act.\nDoes not wait.\n- You may act.\nThis role decides.")).toEqual([
      'opens in the third person: "May act."',
      'opens in the third person: "Does not wait."',
      'speaks of the reader as "This role" instead of "you"',
    ]);
    expect(voiceProblems("- **Stop:** Do not guess; escalate.\nEscalate when X.")).toEqual([]);
  });
});

describe("checkBodyReferences", () => {
  it("names the role and the reference", () => {
    const body = goodBody.replace("Second principle", "Like the postmortem lead role, the second principle");
    expect(checkBodyReferences({ name: "sample", body }, names)).toEqual([
      "role sample: body mentions role 'postmortem-lead', which the composed message does not contain",
    ]);
  });
});

describe("checkAlternatives", () => {
  const known = ["sample", "researcher", "planner"];
  it("accepts alternatives that are known roles", () => {
    expect(checkAlternatives({ name: "sample", description }, known)).toEqual([]);
  });

  it("flags an unknown role, the role itself and a description without any alternative", () => {
    expect(
      checkAlternatives(
        { name: "sample", description: "Pick when x; not for y (use sample or ghost)." },
        known,
      ),
    ).toEqual([
      "role sample: description offers itself as an alternative",
      "role sample: description suggests 'ghost', which is not a role",
    ]);
    expect(checkAlternatives({ name: "sample", description: "No pointer." }, known)).toEqual([
      'role sample: description names no alternative as "(use <role>)"',
    ]);
  });
});

describe("modeHeading", () => {
  it("titles each dash-separated word", () => {
    expect(modeHeading("visual-spatial")).toBe("## Mode: Visual-Spatial");
    expect(modeHeading("fast")).toBe("## Mode: Fast");
  });
});

describe("checkMode", () => {
  const paragraph = `${"Reason step by step and keep a ledger of each assumption you make. ".repeat(7)}${MODE_YIELDS}`;
  const behaviors = `## Mode: M\n\n${paragraph}\n`;
  const description = `Keeps a ledger of assumptions while reasoning. Mid-reasoning. ${"y".repeat(40)}. Pairs with slow, evidential and fast.`;
  const modeFacts = { phase: "Mid-reasoning", pairsWith: ["slow", "evidential", "fast"] };
  it("accepts a mode with phase, pairs, its heading, one paragraph and the yielding sentence", () => {
    expect(checkMode(new Mode({ name: "m", description, behaviors }), modeFacts, names)).toEqual([]);
  });

  it("flags pairs out of order, a missing heading, a multi-paragraph behaviour and no yielding sentence", () => {
    const mode = new Mode({
      name: "m",
      description: description.replace("slow, evidential and fast", "evidential and slow"),
      behaviors: `a\n\n${paragraph.replace(MODE_YIELDS, "")}\n\nmore\n`,
    });
    expect(checkMode(mode, { phase: "Mid-reasoning", pairsWith: ["slow", "evidential"] })).toEqual([
      'mode m: description must end "Pairs with slow, evidential." (in that order)',
      'mode m: behaviors must start with "## Mode: M" and a blank line',
      "mode m: behaviors must be one paragraph after the heading, ending with a newline",
      "mode m: behaviors must end by yielding to the role (the shared closing sentence)",
    ]);
  });

  it("flags a behaviour that names another mode", () => {
    const mode = new Mode({
      name: "m",
      description,
      behaviors: `## Mode: M\n\nWith the slow mode, check twice. ${paragraph}\n`,
    });
    expect(checkMode(mode, modeFacts, names)).toEqual([
      "mode m: behaviors mention mode 'slow', which the composed message may not contain",
    ]);
  });
});

describe("checkPolicies", () => {
  it("flags counts out of range, a line in the third person and a pointer to another role", () => {
    const pack = Pack.fromYaml(
      'roles:\n  a:\n    authority: ["May act."]\n    boundaries: ["You do not wait.", "You hand it on (use planner)."]\n    escalations: ["Escalate when stuck."]\n',
    );
    expect(checkPolicies(pack, ["a", "b"], names)).toEqual([
      "pack: roles.a.authority has 1 lines (want 2–4)",
      'pack: roles.a.authority opens in the third person: "May act."',
      "pack: roles.a.boundaries mentions role 'planner': You hand it on (use planner).",
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
  it("finds a sentence shared by two owners, ignoring case, spacing, labels and short fragments", () => {
    expect(sentencesOf("- **Stop:** Check the   sample size first. High effort.")).toEqual([
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
      { owner: "role a", text: `- ${SEVERAL_RESULTS}` },
      { owner: "role b", text: `- ${SEVERAL_RESULTS}` },
    ];
    expect(repeatedSentences(texts, [SEVERAL_RESULTS])).toEqual([]);
    expect(repeatedSentences(texts)).toHaveLength(1);
  });
});

describe("the built-in catalog", () => {
  it("keeps every mode's text free of other modes and in the reader's voice", () => {
    const catalog = { roles: listRoles(), modes: listModes() };
    for (const name of listModes()) {
      const mode = Mode.load(name);
      expect(unseenReferences(mode.behaviors, { kind: "mode", name }, catalog), name).toEqual([]);
      expect(mode.behaviors.endsWith(`${MODE_YIELDS}\n`), name).toBe(true);
    }
  });
});

describe("checkComposition", () => {
  it("accepts a message whose modes are all present, and flags a repeated heading or an absent mode", () => {
    const message = "# R\n\n## Principles\n- p\n\n## Mode: Fast\n\nAct quickly.";
    expect(checkComposition("r + fast", message, ["fast"], names)).toEqual([]);
    expect(
      checkComposition("r + fast", `${message}\n\n## Principles\nAs the slow mode says.`, ["fast"], names),
    ).toEqual([
      "r + fast: repeats the heading ## Principles",
      "r + fast: mentions mode 'slow', which it does not contain",
    ]);
  });
});

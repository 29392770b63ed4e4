import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { Profile } from "../../..";
import { CRITIC_EVALS } from "../../__fixtures__/critic-evals";
import { exportProfile } from "../../export-profile";
import { exportRoster } from "../../export-profile";
import { fillInput, promptfooProvider } from "./write";

const critic = Profile.compose("critic", { modes: ["adversarial"] });

/** Runs a promptfoo `javascript` assertion the way promptfoo does: an expression over `output`. */
function holds(value: string, output: string): boolean {
  return Boolean(new Function("output", `return (${value});`)(output));
}

describe("promptfoo target", () => {
  const result = exportProfile(critic, {
    target: "promptfoo",
    model: "claude-sonnet-4-5",
    evals: CRITIC_EVALS,
  });
  const config = parse(result.files[0]!.content);

  it("writes promptfoo/<slug>/promptfooconfig.yaml with a chat prompt, a provider and one test per fixture", () => {
    expect(result.files[0]!.path).toBe("promptfoo/critic/promptfooconfig.yaml");
    expect(Object.keys(config)).toEqual(["description", "prompts", "providers", "tests"]);
    expect(config.providers).toEqual(["anthropic:messages:claude-sonnet-4-5"]);
    expect(config.tests.map((test: { description: string }) => test.description)).toEqual([
      "flawed-plan: A plan with an unstated dependency gets a finding",
      "missing-brief",
      "short-answer",
    ]);
    expect(result.findings).toEqual([]);
  });

  it("the prompt renders to the system message and the fixture input as JSON chat messages", () => {
    const raw: string = config.prompts[0].raw;
    const input = config.tests[0].vars.input;
    // promptfoo renders {{ input | dump }} as the JSON string of the input.
    const rendered = raw.replace("{{ input | dump }}", JSON.stringify(input));
    expect(JSON.parse(rendered)).toEqual([
      { role: "system", content: critic.buildSystemMessage() },
      { role: "user", content: "Review this rollout plan for billing: ship on Friday, no rollback step." },
    ]);
  });

  it("turns expectations into assertions that pass a reply meeting them and fail one that does not", () => {
    const [plan, brief, short] = config.tests as { assert: { type: string; value?: string }[] }[];
    expect(plan!.assert.map((assertion) => assertion.type)).toEqual([
      "is-json",
      "javascript",
      "javascript",
      "javascript",
      "javascript",
    ]);
    const good = JSON.stringify({
      findings: [{ title: "No rollback step" }],
      verdict: { decision: "revise" },
    });
    const bad = JSON.stringify({
      findings: [{ title: "Typos" }],
      verdict: { decision: "accept" },
      artifact: {},
    });
    const scripts = plan!.assert.filter((assertion) => assertion.type === "javascript").map((a) => a.value!);
    expect(scripts.every((script) => holds(script, good))).toBe(true);
    expect(scripts.filter((script) => !holds(script, bad))).toHaveLength(3);

    const escalation = JSON.stringify({ escalation_request: { urgency: "blocked", reason: "no essay" } });
    const briefScripts = brief!.assert
      .filter((assertion) => assertion.type === "javascript")
      .map((a) => a.value!);
    expect(briefScripts.every((script) => holds(script, escalation))).toBe(true);
    expect(briefScripts.every((script) => holds(script, JSON.stringify({ findings: [] })))).toBe(false);
    expect(brief!.assert).toContainEqual({ type: "not-icontains", value: "looks good" });

    expect(short!.assert[0]).toEqual({ type: "icontains", value: "README" });
    const textScripts = short!.assert
      .filter((assertion) => assertion.type === "javascript")
      .map((a) => a.value!);
    expect(
      textScripts.every((script) => holds(script, "A README needs a usage example and an install line.")),
    ).toBe(true);
    expect(textScripts.every((script) => holds(script, "No."))).toBe(false);
  });

  it("notes fixtures whose modes differ from the composition's", () => {
    expect(result.notes.join("\n")).toContain(
      "2 fixture(s) name other modes than this composition (missing-brief, short-answer)",
    );
  });

  it("refuses a role without fixtures, and a roster skips it with a note", () => {
    expect(() => exportProfile(critic, { target: "promptfoo" })).toThrow(
      /needs eval fixtures: 'critic' has none/,
    );
    const roster = exportRoster([critic, Profile.compose("analyst")], {
      target: "promptfoo",
      forProfile: (profile) => ({ evals: profile.role.name === "critic" ? CRITIC_EVALS : null }),
    });
    expect(roster.files.map((file) => file.path)).toEqual(["promptfoo/critic/promptfooconfig.yaml"]);
    expect(roster.notes).toContain("analyst: skipped, the role has no eval fixtures");
  });

  it("fills {{name}} placeholders from vars and picks a provider by model", () => {
    expect(
      fillInput({
        name: "x",
        input: "Hi {{ who }} and {{other}}",
        vars: { who: "Ada" },
        expect: { contains: ["a"] },
      }),
    ).toBe("Hi Ada and {{other}}");
    expect(promptfooProvider("gpt-4.1")).toBe("openai:gpt-4.1");
    expect(promptfooProvider("claude-opus-4-1")).toBe("anthropic:messages:claude-opus-4-1");
  });
});

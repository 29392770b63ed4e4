import { createRequire } from "node:module";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse, stringify } from "yaml";

import { Pack, Profile, RolePolicy } from "../../..";
import { EMISSION_MODELS } from "../../../emissions/registry";
import { buildRuntimeMessage } from "../../../core/runtime-message";
import { checkExpectations } from "../../../evals/check";
import type { EvalExpect } from "../../../evals/fixture-schema";
import type { Operable } from "../../../operable";
import { checkReply } from "../../../run/check-reply";
import {
  passingReply,
  projectEvals,
  schemaVariants,
  violations,
} from "../../../../../test-support/fixture-replies";
import { CRITIC_EVALS } from "../../__fixtures__/critic-evals";
import { exportProfile } from "../../export-profile";
import { exportRoster } from "../../export-profile";
import { promptfooAssertions, REPLY_JSON, type PromptfooAssertion } from "./assertions";
import { rules } from "./rules";
import { LEGACY_INPUT, replyTransform, validityAssertion } from "./validity";
import { fillInput, promptfooProvider } from "./write";

const critic = Profile.compose("critic", { modes: ["adversarial"] });
const PROJECT_ROOT = path.resolve(import.meta.dirname, "../../../../..");

// promptfoo checks an is-json schema with Ajv 8 in its default dialect (draft-07) and strict mode
// (promptfoo's src/util/json.ts). The project's own `ajv` is eslint's Ajv 6; the MCP SDK's is Ajv 8.
const requireAjv = createRequire(
  createRequire(import.meta.url).resolve("@modelcontextprotocol/sdk/validation/ajv"),
);
const { default: Ajv } = requireAjv("ajv") as { default: new (options: object) => AjvInstance };
interface AjvInstance {
  compile(schema: object): ((data: unknown) => boolean) & { errors?: unknown };
}
const warnings: unknown[] = [];
const ajv = new Ajv({
  strictSchema: true,
  logger: {
    log() {},
    warn: (...args: unknown[]) => warnings.push(args),
    error: (...args: unknown[]) => warnings.push(args),
  },
});
const validators = new Map<object, (data: unknown) => boolean>();
type Compiled = (output: unknown, context: object) => unknown;
const compiled = new Map<string, Compiled>();
/** A function body as promptfoo runs it, made once per text (the suite runs thousands). */
function compile(body: string): Compiled {
  const known = compiled.get(body);
  if (known !== undefined) return known;
  const made = new Function("output", "context", body) as Compiled;
  compiled.set(body, made);
  return made;
}

/**
 * Runs an assertion the way promptfoo does: its transform first (a multi-line one as a function body),
 * then the value: a javascript one, one line, as `return <value>` over what the transform gave; an
 * is-json one parses the output (an object as its JSON text) and checks it against the schema.
 */
function passes(assertion: PromptfooAssertion, reply: string): boolean {
  let output: unknown = reply;
  if (assertion.transform !== undefined) {
    const body = assertion.transform.includes("\n") ? assertion.transform : `return ${assertion.transform}`;
    output = compile(body)(output, {});
    expect(output, "a transform that gives nothing fails in promptfoo").not.toBeNull();
  }
  if (assertion.type === "is-json") {
    let validate = validators.get(assertion.value);
    if (validate === undefined) validators.set(assertion.value, (validate = ajv.compile(assertion.value)));
    let parsed: unknown;
    try {
      parsed = JSON.parse(typeof output === "string" ? output : JSON.stringify(output));
    } catch {
      return false;
    }
    return validate(parsed);
  }
  expect(assertion.value).not.toContain("\n");
  const result: unknown = compile(`return ${assertion.value}`)(output, {});
  expect(typeof result).toBe("boolean");
  return result === true;
}

/** casts eval's verdict on a reply: whether it is valid for the role, then each expectation item. */
function evalVerdicts(
  role: string,
  operable: Parameters<typeof checkReply>[0],
  expect: EvalExpect,
  reply: string,
) {
  const check = checkReply(operable, reply, { roleName: role });
  return [check.valid, ...checkExpectations(expect, { reply, decoded: check.decoded }).map((a) => a.passed)];
}

/** A fixture's assertions as promptfoo runs them: defaultTest's validity check, then the test's own. */
function promptfooChecks(role: string, operable: Operable | null, expect: EvalExpect): PromptfooAssertion[] {
  let validity = validityOf.get(role);
  if (validity === undefined) validityOf.set(role, (validity = validityAssertion(operable)));
  return [validity, ...promptfooAssertions(expect, validity.transform)];
}
const validityOf = new Map<string, PromptfooAssertion>();

describe("promptfoo target", () => {
  const result = exportProfile(critic, {
    target: "promptfoo",
    model: "claude-sonnet-4-5",
    evals: CRITIC_EVALS,
  });
  const config = parse(result.files[0]!.content);

  it("writes promptfoo/<slug>/promptfooconfig.yaml with a prompt per set of modes, a provider and one test per fixture", () => {
    expect(result.files[0]!.path).toBe("promptfoo/critic/promptfooconfig.yaml");
    expect(Object.keys(config)).toEqual(["description", "prompts", "providers", "defaultTest", "tests"]);
    expect(config.providers).toEqual(["anthropic:messages:claude-sonnet-4-5"]);
    expect(config.tests.map((test: { description: string }) => test.description)).toEqual([
      "flawed-plan: A plan with an unstated dependency gets a finding",
      "missing-brief",
      "short-answer",
    ]);
    expect(config.prompts.map((prompt: { id: string; label: string }) => [prompt.id, prompt.label])).toEqual([
      ["casts-critic+adversarial", "critic + adversarial"],
      ["casts-critic", "critic"],
    ]);
    expect(config.tests.map((test: { prompts: string[] }) => test.prompts)).toEqual([
      ["casts-critic+adversarial"],
      ["casts-critic"],
      ["casts-critic"],
    ]);
    expect(result.findings).toEqual([]);
  });

  it("runs each fixture with the role and its own modes and the pack's policy, as casts eval sends it", () => {
    const policy = new RolePolicy({ boundaries: ["Read only the plan."] });
    const pack = new Pack({ name: "team", policies: { critic: policy } });
    const withPack = parse(
      exportProfile(critic, { target: "promptfoo", pack, evals: CRITIC_EVALS }).files[0]!.content,
    );
    const messages = (raw: string, input: string) =>
      JSON.parse(raw.replace("{{ input | dump }}", JSON.stringify(input)));
    const rendered = withPack.tests.map((test: { prompts: string[]; vars: { input: string } }) => {
      const prompt = withPack.prompts.find((entry: { id: string }) => entry.id === test.prompts[0]);
      return messages(prompt.raw, test.vars.input);
    });
    // promptfoo renders {{ input | dump }} as the JSON string of the input.
    expect(rendered[0]).toEqual([
      { role: "system", content: buildRuntimeMessage(critic.buildSystemMessage(), policy) },
      { role: "user", content: "Review this rollout plan for billing: ship on Friday, no rollback step." },
    ]);
    const alone = Profile.compose("critic").buildSystemMessage();
    expect(rendered[1][0]).toEqual({ role: "system", content: buildRuntimeMessage(alone, policy) });
    const noPolicy = parse(
      exportProfile(critic, { target: "promptfoo", pack, policy: false, evals: CRITIC_EVALS }).files[0]!
        .content,
    );
    expect(JSON.parse(noPolicy.prompts[1].raw.replace("{{ input | dump }}", '""'))[0].content).toBe(alone);
  });

  it("writes one prompt and no per-test filter when every fixture has the composition's modes", () => {
    const same = {
      ...CRITIC_EVALS,
      fixtures: CRITIC_EVALS.fixtures.map((f) => ({ ...f, modes: ["adversarial"] })),
    };
    const written = exportProfile(critic, { target: "promptfoo", evals: same });
    const doc = parse(written.files[0]!.content);
    expect(doc.prompts).toHaveLength(1);
    expect(doc.tests.every((test: object) => !("prompts" in test))).toBe(true);
    expect(written.notes.join("\n")).not.toContain("other modes");
  });

  it("notes fixtures whose modes differ from the composition's, and how each still gets its own", () => {
    expect(result.notes.join("\n")).toContain(
      "2 fixture(s) name other modes than this composition (missing-brief, short-answer); each runs with the role and its own modes, as casts eval sends it",
    );
  });

  it("passes a reply eval passes and fails one eval fails, assertion by assertion", () => {
    const [plan, brief, short] = config.tests as { assert: PromptfooAssertion[] }[];
    const judge = (assertions: PromptfooAssertion[], reply: string) =>
      assertions.map((assertion) => passes(assertion, reply));
    const good = JSON.stringify({
      findings: [{ title: "No rollback step" }],
      verdict: { decision: "revise" },
    });
    expect(judge(plan!.assert, good)).toEqual([true, true, true, true]);
    const bad = JSON.stringify({
      findings: [{ title: "Typos" }],
      verdict: { decision: "accept" },
      artifact: {},
    });
    expect(judge(plan!.assert, bad)).toEqual([true, false, false, false]);
    const escalation = JSON.stringify({ escalation_request: { urgency: "blocked", reason: "no essay" } });
    expect(judge(brief!.assert, escalation)).toEqual([true, true, true]);
    expect(judge(brief!.assert, JSON.stringify({ findings: [] }))).toEqual([false, false, true]);
    expect(judge(short!.assert, "A README needs a usage example and an install line.")).toEqual([
      true,
      true,
      true,
    ]);
    expect(judge(short!.assert, "No.")).toEqual([false, false, false]);
  });

  it("reads a required key held as null as missing, as docs/evals.md says (not `k in reply`)", () => {
    const [keys, forbid] = promptfooAssertions({ keys: ["verdict"], forbid_keys: ["artifact"] });
    expect(passes(keys!, '{"verdict": null}')).toBe(false);
    expect(passes(keys!, '{"verdict": {"verdict": "approve"}}')).toBe(true);
    expect(passes(forbid!, '{"artifact": null}')).toBe(true);
  });

  it("reads the JSON in a fence or in a fenced block after prose, as casts run and eval do", () => {
    const [keys] = promptfooAssertions({ keys: ["verdict"] });
    const json = '{"verdict": {"verdict": "approve"}}';
    for (const reply of [
      json,
      `\`\`\`json\n${json}\n\`\`\``,
      `\`\`\`\r\n${json}\r\n\`\`\`\r\n`,
      `Here is my review.\n\n\`\`\`json\n${json}\n\`\`\`\n\nThanks.`,
      `Two blocks:\n\`\`\`json\n{"verdict": \n\`\`\`\n\`\`\`json\n${json}\n\`\`\``,
    ])
      expect(passes(keys!, reply), reply).toBe(true);
    for (const reply of ["approve", "[1, 2]", "```json\n{oops}\n```", '```python\n{"verdict": 1}\n```', ""])
      expect(passes(keys!, reply), reply).toBe(false);
  });

  it("judges every fixture of the project as casts eval does, for replies built to pass and to fail", () => {
    const { operableOf, fixtures } = projectEvals(PROJECT_ROOT);
    const wrappings = [
      (text: string) => text,
      (text: string) => `\`\`\`json\n${text}\n\`\`\``,
      (text: string) => `My answer follows.\n\n\`\`\`json\n${text}\n\`\`\`\n`,
    ];
    let compared = 0;
    for (const { role, fixture } of fixtures) {
      const assertions = promptfooChecks(role, operableOf(role), fixture.expect);
      const operable = operableOf(role);
      const replies = [
        passingReply(operable, fixture.expect).text,
        ...violations(operable, fixture.expect).map((v) => v.text),
      ];
      for (const text of replies)
        for (const wrap of operable === null ? [wrappings[0]!] : wrappings) {
          const reply = wrap(text);
          const ours = assertions.map((assertion) => passes(assertion, reply));
          expect(ours, `${role}/${fixture.name}: ${reply.slice(0, 200)}`).toEqual(
            evalVerdicts(role, operable, fixture.expect, reply),
          );
          compared += 1;
        }
    }
    expect(compared).toBeGreaterThan(400);
    expect(warnings, "Ajv in strict mode has nothing to say of the schemas").toEqual([]);
  });

  it("checks each key of the reply against its emission model as eval does, valid or not", () => {
    const { operableOf, fixtures } = projectEvals(PROJECT_ROOT);
    const seen = { valid: new Set<string>(), invalid: new Set<string>() };
    for (const { role, fixture } of fixtures) {
      const operable = operableOf(role);
      const assertions = promptfooChecks(role, operable, fixture.expect);
      const pass = passingReply(operable, fixture.expect);
      const replies =
        operable === null
          ? [
              { name: "blank", text: " \n\t" },
              { name: "empty", text: "" },
            ]
          : schemaVariants(operable, pass.decoded!);
      for (const { name, text } of replies) {
        const verdicts = evalVerdicts(role, operable, fixture.expect, text);
        expect(
          assertions.map((assertion) => passes(assertion, text)),
          `${role}/${fixture.name}, ${name}: ${text.slice(0, 300)}`,
        ).toEqual(verdicts);
        seen[verdicts[0] ? "valid" : "invalid"].add(name);
      }
    }
    // What eval accepts and what it refuses, both met (each name as a variant's name ends).
    const met = (verdict: "valid" | "invalid", names: readonly string[]) =>
      names.filter((name) => ![...seen[verdict]].some((seenName) => seenName.endsWith(name)));
    expect(
      met("valid", [
        "confidence: null",
        "severity: null",
        ": null",
        "context: an encoded object",
        ": legacy blocking",
      ]),
    ).toEqual([]);
    expect(
      met("invalid", [
        "description: another type",
        "description: left out",
        "description: null",
        "confidence: above maximum",
        "urgency: no enum value",
        "context: an encoded list",
        "context: text that is not JSON",
        ": an extra field",
        ": text",
        "an unknown key",
        "an empty object",
        "blank",
      ]),
    ).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("writes the validity check once, under defaultTest, and Ajv's messages name the key and field", () => {
    const operable = critic.emissionOperable()!;
    expect(config.defaultTest.assert).toEqual([validityAssertion(operable)]);
    const [check] = config.defaultTest.assert as PromptfooAssertion[];
    expect(check!.type).toBe("is-json");
    const validate = ajv.compile(check!.value as object);
    expect(validate({ finding: { description: "x", confidence: 1.4 } })).toBe(false);
    expect(JSON.stringify(validate.errors)).toContain("/finding/confidence");
    // A free-text role: eval's "valid" is a reply that is not blank.
    const free = validityAssertion(null);
    expect([passes(free, "Fine."), passes(free, " \n")]).toEqual([true, false]);
  });

  it("decodes the reply as eval does: dropped nulls, defaults, maps read back, legacy blocking mapped", () => {
    const decode = compile(replyTransform(critic.emissionOperable()!));
    const reply = {
      finding: { description: "d", confidence: null, severity: null },
      escalation_request: { reason: "r", context: '{"a": 1}', blocking: [] },
      other: { kept: null },
      verdict: null,
    };
    const before = structuredClone(reply);
    expect(decode(JSON.stringify(reply), {})).toEqual({
      finding: { description: "d", confidence: 0.5, severity: null, evidence: null, source: null },
      escalation_request: { reason: "r", context: { a: 1 }, urgency: "fyi", from_role: null },
      other: { kept: null },
      verdict: null,
    });
    // A provider's own object is read, not changed.
    decode(reply, {});
    expect(reply).toEqual(before);
    expect(decode("no JSON here", {})).toBe("the reply holds no JSON object");
  });

  it("lints the defaultTest assertion's type as it lints each test's", () => {
    const doc = parse(result.files[0]!.content);
    doc.defaultTest.assert[0].type = "is-jsonish";
    const file = { ...result.files[0]!, content: stringify(doc) };
    const types = rules.find((entry) => entry.id === "promptfoo/assertion-types")!;
    expect(types.check(file)).toEqual([
      'defaultTest: assertion type "is-jsonish" is not one this config uses',
    ]);
  });

  it("knows every model that maps legacy input before it validates", () => {
    // A model with mapInput validates through z.preprocess: its schema is not its shape.
    const mapped = EMISSION_MODELS.filter((model) => model.schema !== model.shape).map((model) => model.name);
    expect(mapped).toEqual(Object.keys(LEGACY_INPUT));
  });

  it("keeps fixture text out of promptfoo's Nunjucks pass, and writes the JSON finder once", () => {
    const assertions = promptfooAssertions({
      keys: ["verdict"],
      fields: [{ path: "verdict.rationale", pattern: "\\d{2} {{x}}", equals: "{% raw %}" }],
      contains: ["{{ input }}", "{#"],
      pattern: "a{2}",
    });
    for (const assertion of assertions) {
      expect(assertion.value).not.toMatch(/\{[{%#]/);
      expect(assertion.transform ?? "").not.toMatch(/\{[{%#]/);
    }
    const reply = JSON.stringify({ verdict: { verdict: "approve", rationale: "{% raw %}" } });
    expect(passes(assertions[1]!, reply)).toBe(false);
    expect(passes(assertions[2]!, "Use {{ INPUT }} and {# this")).toBe(true);
    const content = result.files[0]!.content;
    expect(content.split(REPLY_JSON.split("\n")[1]!).length - 1).toBe(1);
    expect(content).toContain("transform: &reply-json");
    expect(content).toContain("transform: *reply-json");
    // YAML readers (promptfoo's among them) resolve the aliases to the same text.
    const tests = config.tests as { assert: PromptfooAssertion[] }[];
    const transforms = tests.flatMap((test) => test.assert.flatMap((assertion) => assertion.transform ?? []));
    expect(transforms.length).toBe(6);
    const decoding = replyTransform(critic.emissionOperable()!);
    expect(new Set(transforms)).toEqual(new Set([decoding]));
    expect(decoding).not.toMatch(/\{[{%#]/);
  });

  it("starts a new anchor every 50 aliases, within what YAML readers resolve", () => {
    const many = {
      role: "critic",
      fixtures: [
        { name: "many", input: "x", expect: { keys: Array.from({ length: 120 }, (_, i) => `k${i}`) } },
      ],
    };
    const content = exportProfile(critic, { target: "promptfoo", evals: many }).files[0]!.content;
    expect(content.match(/&reply-json\S*/g)).toEqual(["&reply-json", "&reply-json-2", "&reply-json-3"]);
    const assertions = parse(content).tests[0].assert as PromptfooAssertion[];
    const decoding = replyTransform(critic.emissionOperable()!);
    expect(assertions.every((assertion) => assertion.transform === decoding)).toBe(true);
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

// casts eval against the fake provider: every fixture run through the CLI with a reply built to
// pass it, then with one built to fail it, so no fixture is one that cannot fail (or pass).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { fillVariables } from "../../lib/casts/run";
import { startFakeProvider, type FakeProvider } from "../../test-support/fake-provider";
import { passingReply, projectEvals, violations } from "../../test-support/fixture-replies";
import { PROJECT_ROOT } from "../context";
import { runCli } from "../run";

const KEY = "sk-eval-secret-42a7c1";
const { operableOf, fixtures } = projectEvals(PROJECT_ROOT);

let mode: "pass" | "fail" = "pass";
const replies = new Map<string, { pass: string; fail: string }>();
for (const { role, fixture } of fixtures) {
  const operable = operableOf(role);
  replies.set(fillVariables(fixture.input, fixture.vars ?? {}), {
    pass: passingReply(operable, fixture.expect).text,
    fail: violations(operable, fixture.expect)[0]!.text,
  });
}

let fake: FakeProvider;
beforeAll(async () => {
  fake = await startFakeProvider({
    keys: [KEY],
    // Fixture messages are unique (asserted below), so the message names the fixture.
    respond: (request) => {
      const reply = replies.get(request.input ?? "");
      return reply ? { reply: mode === "pass" ? reply.pass : reply.fail } : undefined;
    },
  });
});
afterAll(() => fake.close());

async function evalAll(...extra: string[]) {
  return evalWithKey(KEY, ...extra);
}

async function evalWithKey(key: string, ...extra: string[]) {
  return evalOn(
    ["--provider", "openai", "--model", "gpt-test", "--base-url", fake.url("openai")],
    key,
    extra,
  );
}

/** A model the Anthropic SDK warns is deprecated, whatever server it is sent to. */
const deprecatedModel = () => [
  "--provider",
  "anthropic",
  "--model",
  "claude-sonnet-4-5",
  "--base-url",
  fake.url("anthropic"),
];

async function evalOn(provider: readonly string[], key: string, extra: readonly string[]) {
  let out = "";
  let err = "";
  const code = await runCli(
    [
      "eval",
      ...provider,
      // 4 at a time unless the test says otherwise (an option given twice is bad usage).
      ...(extra.includes("--concurrency") ? [] : ["--concurrency", "4"]),
      ...extra,
    ],
    {
      out: (text) => (out += text),
      err: (text) => (err += text),
      projectRoot: PROJECT_ROOT,
      env: { OPENAI_API_KEY: key, ANTHROPIC_API_KEY: key },
    },
  );
  expect(out + err).not.toContain(key);
  return { code, out, err };
}

describe("casts eval", () => {
  it("has a distinct message for every fixture", () => {
    expect(replies.size).toBe(fixtures.length);
  });

  it(`passes all ${fixtures.length} fixtures when each reply is built to pass, one row per fixture`, async () => {
    mode = "pass";
    const result = await evalAll();
    expect(result.err).toBe("");
    const lines = result.out.trim().split("\n");
    expect(lines[0]).toMatch(/^role\s+fixture\s+valid\s+assertions\s+tokens\s+ms$/);
    expect(
      lines.filter((line) => line.startsWith("    ")),
      "failed rows",
    ).toEqual([]);
    expect(lines.at(-1)).toBe(`eval: ${fixtures.length} passed, 0 failed`);
    expect(lines).toHaveLength(fixtures.length + 2);
    expect(lines[1]).toMatch(/^analyst\s+\S+\s+yes\s+(\d+)\/\1\s+\d+\s+\d+$/);
    expect(result.code).toBe(0);
  });

  it("fails every fixture when each reply is built to break its first expectation, saying which", async () => {
    mode = "fail";
    const result = await evalAll("--json");
    expect(result.code).toBe(1);
    const json = JSON.parse(result.out);
    expect(json.summary).toEqual({ passed: 0, failed: fixtures.length });
    for (const row of json.results) {
      expect(row.passed, `${row.role}/${row.fixture}`).toBe(false);
      expect(row.runs[0].error, `${row.role}/${row.fixture}`).toBeUndefined();
      expect(row.runs[0].assertions[0].passed, `${row.role}/${row.fixture}`).toBe(false);
      expect(row.assertions.passed).toBeLessThan(row.assertions.total);
    }
  });

  it("runs the named roles and fixtures only, --repeat times, and lists what failed under the row", async () => {
    mode = "fail";
    const name = fixtures.find((entry) => entry.role === "reviewer")!.fixture.name;
    const result = await evalAll("reviewer", "--fixture", name, "--repeat", "2");
    expect(result.code).toBe(1);
    const lines = result.out.trim().split("\n");
    expect(lines[1]).toMatch(new RegExp(`^reviewer\\s+${name}\\s+\\d/2\\s+\\d+/\\d+`));
    expect(lines.some((line) => line.startsWith("    run 2: ✗ "))).toBe(true);
    expect(lines.at(-1)).toBe("eval: 0 passed, 1 failed");
    expect(fake.requests.filter((request) => request.api === "openai").length).toBeGreaterThan(0);
  });

  it("names a --fixture that no selected role has, with the fixtures it has, and sends nothing", async () => {
    const sentBefore = fake.requests.length;
    const reviewer = fixtures.filter((entry) => entry.role === "reviewer").map((entry) => entry.fixture.name);
    // One name right and one misspelt: before, the right one ran and the other was dropped unsaid.
    const typo = await evalAll("reviewer", "--fixture", reviewer[0]!, "--fixture", "no-such-fixture");
    expect(typo).toMatchObject({ code: 1, out: "" });
    expect(typo.err).toBe(
      `casts eval: --fixture 'no-such-fixture': no fixture of that name in reviewer (fixtures: ${reviewer.join(", ")})\n`,
    );
    const everywhere = await evalAll("--fixture", "nope", "--fixture", "nada");
    expect(everywhere.err).toMatch(
      /^casts eval: --fixture 'nope', 'nada': no fixture of those names in any role \(fixtures: analyst\/\S+, .* …and \d+ more\)\n$/,
    );
    expect(fake.requests.length).toBe(sentBefore);
  });

  it("an unknown name is an unknown role, as casts run says; a role without fixtures says that", async () => {
    const sentBefore = fake.requests.length;
    const unknown = await evalAll("nobody");
    expect(unknown).toMatchObject({ code: 1, out: "" });
    expect(unknown.err).toMatch(
      /^casts eval: Unknown role: 'nobody'\. Available: analyst, arbitrator, .*, writer\. Directory roles: DataEngineer, .*\n$/,
    );
    expect(unknown.err).not.toContain("eval fixtures");
    const typo = await evalAll("critc");
    expect(typo.err).toMatch(/^casts eval: Unknown role: 'critc'\. .* Did you mean 'critic'\?\n$/);
    // A directory role with no evals.yaml is a role: it has no fixtures.
    const roles = mkdtempSync(path.join(tmpdir(), "casts-eval-roles-"));
    mkdirSync(path.join(roles, "Lonely"));
    writeFileSync(path.join(roles, "Lonely", "description.md"), "A role with no fixtures.\n");
    const lonely = await evalAll("Lonely", "--roles", roles);
    expect(lonely.code).toBe(1);
    expect(lonely.err).toMatch(
      /^casts eval: no eval fixtures for 'Lonely' \(roles with fixtures: analyst, .*\)\n$/,
    );
    // Bad usage keeps its usage line, under the same prefix.
    const usage = await evalAll("--repeat", "0");
    expect(usage.code).toBe(2);
    expect(usage.err).toMatch(
      /^casts eval: --repeat needs a whole number from 1 to 100 \(got '0'\)\nUsage: casts eval /,
    );
    const missing = await evalAll("--roles", path.join(roles, "missing"));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/^casts eval: .*missing.*\n$/);
    expect(fake.requests.length).toBe(sentBefore);
  });

  it("notes each of the SDK's notices once on stderr, not once per fixture, and lists them in --json", async () => {
    mode = "pass";
    const notice = /^The model 'claude-sonnet-4-5' is deprecated and will reach end-of-life on /;
    const result = await evalOn(deprecatedModel(), KEY, ["--json"]);
    expect(result.code).toBe(0);
    const json = JSON.parse(result.out);
    expect(json.summary).toEqual({ passed: fixtures.length, failed: 0 });
    expect(json.notices).toEqual([expect.stringMatching(notice)]);
    expect(result.err).toMatch(/^note: The model 'claude-sonnet-4-5' is deprecated [^\n]*\n$/);
    // A run refused after the SDK spoke still notes what it said, before the line that stops the eval.
    const refused = await evalOn(deprecatedModel(), "sk-rejected-0000", ["--concurrency", "1"]);
    expect(refused).toMatchObject({ code: 1, out: "" });
    expect(refused.err).toMatch(
      /^note: The model 'claude-sonnet-4-5' is deprecated [^\n]*\ncasts eval: stopped at \S+ \(the others would be refused alike\): Anthropic refused the key \(401\)\.[^\n]*\n$/,
    );
    // A model the SDK says nothing of: no note, and "notices" is still there, empty.
    const quiet = await evalAll("reviewer", "--json");
    expect(quiet.err).toBe("");
    expect(JSON.parse(quiet.out).notices).toEqual([]);
  });

  it("stops at the first fixture when the key is refused: one line on stderr, exit 1", async () => {
    for (const [concurrency, json] of [
      ["1", []],
      ["4", ["--json"]],
    ] as const) {
      fake.reset();
      const result = await evalWithKey("sk-rejected-0000", "--concurrency", concurrency, ...json);
      expect(result.code).toBe(1);
      expect(result.out).toBe("");
      expect(result.err).toMatch(
        /^casts eval: stopped at \S+ \(the others would be refused alike\): OpenAI refused the key \(401\)\./,
      );
      expect(result.err.endsWith("\n") && result.err.indexOf("\n") === result.err.length - 1).toBe(true);
      // The requests already in flight when the first refusal came, and no more.
      const sent = fake.requests.filter((request) => request.api === "openai").length;
      expect(sent, `--concurrency ${concurrency}`).toBeGreaterThanOrEqual(1);
      expect(sent, `--concurrency ${concurrency}`).toBeLessThanOrEqual(Number(concurrency));
    }
  });
});

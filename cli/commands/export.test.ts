import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse as parseToml } from "smol-toml";
import { parse } from "yaml";

import { listRoles, Profile } from "../../lib/casts";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS } from "../../lib/casts/export";
import { loadPack } from "../../lib/casts/node";
import { fixturesFor, loadEvals } from "../../lib/casts/node/evals";
import { buildRuntimeMessage } from "../../lib/casts/core/runtime-message";
import { PROJECT_ROOT } from "../context";
import { runCli } from "../run";
import { captureCli } from "@/test-support/run-cli";

const run = (...argv: string[]) => captureCli(argv);

const tempDir = () => mkdtempSync(path.join(tmpdir(), "casts-export-"));
const S = Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage();
const RUNTIME = buildRuntimeMessage(
  S,
  loadPack(path.join(PROJECT_ROOT, "packs/default.yaml")).policy("critic"),
);

/** The instructions a target's printed file carries, read back from its format. */
function instructions(target: string, out: string): string {
  if (target === "openai") return JSON.parse(out).messages[0].content;
  if (target === "anthropic") return JSON.parse(out).system;
  if (target === "crewai") return parse(out).critic.backstory;
  if (target === "codex") return String(parseToml(out)["developer_instructions"]);
  if (target === "agents-md") return out;
  return out.slice(out.indexOf("---\n\n", 4) + 5);
}

describe("casts export", () => {
  it("--no-policy: prints each target's file on stdout carrying S alone, notes on stderr", async () => {
    for (const target of EXPORT_TARGETS.filter((target) => target !== "promptfoo")) {
      const result = await run("export", "critic", "--mode", "adversarial", "--to", target, "--no-policy");
      expect(result.code, target).toBe(0);
      if (target === "lionagi")
        expect(parse(result.out)).toMatchObject({ role: "critic", modes: ["adversarial"] });
      else if (target === "openai" || target === "anthropic" || target === "crewai")
        expect(instructions(target, result.out), target).toBe(S);
      else
        expect(instructions(target, result.out).startsWith(`${S}\n\n## Output contract`), target).toBe(true);
    }
    expect((await run("export", "analyst", "--to", "openai")).err).toContain("note: No model given");
  });

  it("by default: each target carries the runtime message (S, then the pack's policy for the role)", async () => {
    expect(RUNTIME).not.toBe(S);
    for (const target of EXPORT_TARGETS.filter((target) => target !== "promptfoo" && target !== "lionagi")) {
      const result = await run("export", "critic", "--mode", "adversarial", "--to", target);
      expect(result.code, target).toBe(0);
      if (target === "openai" || target === "anthropic" || target === "crewai")
        expect(instructions(target, result.out), target).toBe(RUNTIME);
      else
        expect(instructions(target, result.out).startsWith(`${RUNTIME}\n\n## Output contract`), target).toBe(
          true,
        );
    }
  });

  it("--check exits 0 for a clean export and 1 for a lint error, writing the file either way", async () => {
    const clean = await run("export", "critic", "--to", "claude-code", "--check");
    expect(clean.code).toBe(0);
    expect(clean.err).not.toContain("lint:");
    // Claude Code names are lowercase letters and hyphens: a name with digits is an error finding.
    const failing = await run("export", "critic", "--name", "critic2", "--to", "claude-code", "--check");
    expect(failing.code).toBe(1);
    expect(failing.err).toContain(
      "lint: error claude-code/name-pattern .claude/agents/critic2.md: `name` 'critic2' is not lowercase letters and hyphens",
    );
    expect(failing.out).toContain("name: critic2");
    expect((await run("export", "critic", "--name", "critic2", "--to", "claude-code")).code).toBe(0);
  });

  it("warns when a request target's model is another provider's, as claude-code's model-value does", async () => {
    const toAnthropic = await run("export", "critic", "--to", "anthropic", "--model", "gpt-4.1", "--check");
    expect(toAnthropic.code).toBe(0);
    expect(JSON.parse(toAnthropic.out).model).toBe("gpt-4.1");
    expect(toAnthropic.err).toContain(
      "lint: warning anthropic/model-provider critic.anthropic.json: `model` \"gpt-4.1\" is one of OpenAI's models (gpt- and o-series IDs), which Anthropic's Messages API does not serve",
    );
    const toOpenAI = await run("export", "critic", "--to", "openai", "--model", "gemini-2.5-pro");
    expect(toOpenAI.err).toContain(
      "lint: warning openai/model-provider critic.openai.json: `model` \"gemini-2.5-pro\" is one of Google's models (gemini- IDs), which OpenAI's API does not serve",
    );
    // The provider's own models, and a model of no known family (a local server's), pass.
    for (const [target, model] of [
      ["anthropic", "claude-sonnet-4-6"],
      ["openai", "o3"],
      ["openai", "llama3.2"],
    ] as const)
      expect((await run("export", "critic", "--to", target, "--model", model)).err, model).not.toContain(
        "lint:",
      );
  });

  it("writes a directory role's tools and literal model into the target's fields", async () => {
    const result = await run("export", "DependencyAuditor", "--to", "claude-code");
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^---\nname: dependency-auditor\ndescription: .*\ntools: read_file, run_command\n---\n/,
    );
    const notes = (await run("export", "ReleaseNotesWriter", "--to", "copilot")).err;
    expect(notes).toContain(
      `note: The role's model pattern "claude-(sonnet|opus)-4.*|gpt-4\\\\.1" allows more than one model`,
    );
  });

  it("writes a name at the 256-character limit, or one with slashes, under --out; refuses a 10 kB name", async () => {
    const dir = tempDir();
    const long = await run(
      "export",
      "critic",
      "--name",
      "n".repeat(256),
      "--to",
      "claude-code",
      "--out",
      dir,
    );
    expect(long).toMatchObject({ code: 0, out: `${path.join(dir, ".claude/agents", "n".repeat(128))}.md\n` });
    const escaping = await run("export", "critic", "--name", "../../x/y", "--to", "cursor", "--out", dir);
    expect(escaping).toMatchObject({ code: 0, out: `${path.join(dir, ".cursor/rules/x-y.mdc")}\n` });
    const huge = await run("export", "critic", "--name", "x".repeat(10_000), "--to", "cursor", "--out", dir);
    expect(huge.code).toBe(1);
    expect(huge.err).toContain("the limit is 256");
    expect(huge.err.length).toBeLessThan(500);
  });

  it("promptfoo: the tests are the fixtures the shared loader reads, for built-in and directory roles", async () => {
    const load = loadEvals({ root: PROJECT_ROOT });
    for (const role of ["critic", "DataEngineer"]) {
      const { code, out } = await run("export", role, "--to", "promptfoo");
      expect(code, role).toBe(0);
      const tests = (parse(out) as { tests: { description: string }[] }).tests;
      expect(tests.map((test) => test.description)).toEqual(
        fixturesFor(load, role).map((fixture) =>
          fixture.description ? `${fixture.name}: ${fixture.description}` : fixture.name,
        ),
      );
    }
  });

  it("promptfoo: a fixture file that does not parse is an error naming the file and the place", async () => {
    const root = tempDir();
    mkdirSync(path.join(root, "evals"));
    writeFileSync(path.join(root, "evals", "critic.yaml"), "role: critic\nfixtures:\n  - name: Bad Name\n");
    let err = "";
    const code = await runCli(["export", "critic", "--to", "promptfoo"], {
      out: () => undefined,
      err: (text) => (err += text),
      projectRoot: root,
    });
    expect(code).toBe(1);
    expect(err).toContain("evals/critic.yaml");
    // The shared parser's message: the field's path and its line and column.
    expect(err).toContain(
      "fixtures[0].name: kebab-case: lowercase letters, digits and single hyphens at line 3, column 11",
    );
  });

  it("writes the file at its conventional path under --out and prints that path", async () => {
    const dir = tempDir();
    const result = await run(
      "export",
      "critic",
      "--name",
      "SupportCritic",
      "--to",
      "claude-code",
      "--model",
      "opus",
      "--out",
      dir,
    );
    const file = path.join(dir, ".claude/agents/support-critic.md");
    expect(result).toMatchObject({ code: 0, out: `${file}\n` });
    expect(readFileSync(file, "utf8")).toMatch(
      /^---\nname: support-critic\ndescription: .*\nmodel: opus\n---\n/,
    );
  });

  it("names the file it cannot write under --out, in one line with exit 1: a file in the way, or /proc", async () => {
    const file = path.join(tempDir(), "notes.txt");
    writeFileSync(file, "");
    const blocked = await run("export", "critic", "--to", "claude-code", "--out", file);
    expect(blocked).toMatchObject({ code: 1, out: "" });
    expect(blocked.err.split("\n").filter((line) => line.startsWith("casts:"))).toEqual([
      `casts: ${file}/.claude/agents/critic.md: cannot write the file: not a directory`,
    ]);
    // Node's recursive mkdir never returned here (the kernel says ENOENT for a folder whose parent exists).
    const proc = await run("export", "critic", "--to", "claude-code", "--out", "/proc/casts-out");
    expect(proc.code).toBe(1);
    expect(proc.err).toContain("casts: /proc/casts-out/.claude/agents/critic.md: cannot write the file:");
  });

  it("--all writes every built-in and directory role; crewai as one agents.yaml", async () => {
    const dir = tempDir();
    const result = await run("export", "--all", "--to", "crewai", "--out", dir);
    expect(result.code).toBe(0);
    const agents = parse(readFileSync(path.join(dir, "agents.yaml"), "utf8")) as Record<string, unknown>;
    expect(Object.keys(agents)).toEqual(
      expect.arrayContaining([...listRoles(), "release-notes-writer", "support-triage"]),
    );
  });

  it("--all for lionagi skips directory roles with a note on stderr", async () => {
    const dir = tempDir();
    const result = await run("export", "--all", "--to", "lionagi", "--out", dir);
    expect(result.code).toBe(0);
    expect(result.out.trim().split("\n")).toHaveLength(listRoles().length);
    expect(existsSync(path.join(dir, EXPORT_TARGET_INFO.lionagi.path("postmortem-lead")))).toBe(true);
    expect(result.err).toContain("note: ReleaseNotesWriter: skipped");
  });

  it("refuses a directory role for lionagi with exit 1", async () => {
    const result = await run("export", "ReleaseNotesWriter", "--to", "lionagi");
    expect(result.code).toBe(1);
    expect(result.err).toMatch(/^casts: The lionagi target covers built-in roles only/);
  });

  it("exits 2 for an unknown or missing target, listing the targets, and for --all without --out", async () => {
    const unknown = await run("export", "critic", "--to", "vim");
    expect(unknown.code).toBe(2);
    expect(unknown.err.split("\n")[0]).toBe(
      `casts export: unknown target 'vim': expected one of ${EXPORT_TARGETS.join(", ")}`,
    );
    expect((await run("export", "critic")).code).toBe(2);
    expect((await run("export", "--all", "--to", "cursor")).code).toBe(2);
    expect((await run("export", "nope", "--to", "cursor")).code).toBe(1);
  });

  it("lists every target with an example in --help", async () => {
    const help = (await run("export", "--help")).out;
    for (const target of EXPORT_TARGETS) expect(help).toContain(`e.g. ${EXPORT_TARGET_INFO[target].example}`);
  });
});

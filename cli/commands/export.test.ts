import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";
import { parse } from "yaml";

import { listRoles, Profile } from "../../lib/casts";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS } from "../../lib/casts/export";
import { PROJECT_ROOT } from "../context";
import { runCli } from "../run";

async function run(...argv: string[]) {
  let out = "";
  let err = "";
  const code = await runCli(argv, {
    out: (text) => (out += text),
    err: (text) => (err += text),
    projectRoot: PROJECT_ROOT,
  });
  return { code, out, err };
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), "casts-export-"));
const S = Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage();

describe("casts export", () => {
  it("prints each target's file on stdout, notes on stderr", async () => {
    for (const target of EXPORT_TARGETS) {
      const result = await run("export", "critic", "--mode", "adversarial", "--to", target);
      expect(result.code, target).toBe(0);
      if (target === "openai") expect(JSON.parse(result.out).messages[0].content).toBe(S);
      else if (target === "anthropic") expect(JSON.parse(result.out).system).toBe(S);
      else if (target === "crewai") expect(parse(result.out).critic.backstory).toBe(S);
      else if (target === "lionagi")
        expect(parse(result.out)).toMatchObject({ role: "critic", modes: ["adversarial"] });
      else expect(result.out).toContain(`---\n\n${S}`);
    }
    expect((await run("export", "analyst", "--to", "openai")).err).toContain("note: No model given");
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

import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { PROJECT_ROOT } from "../context";
import { captureCli } from "@/test-support/run-cli";

const FIXTURES = path.join(PROJECT_ROOT, "lib/casts/import/__fixtures__");

const run = (cwd: string, ...argv: string[]) => captureCli(argv, { cwd });

/** Every file below `dir`, relative, sorted. */
function tree(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

const agent = (name: string) =>
  `---\nname: ${JSON.stringify(name)}\ndescription: Does ${name}.\n---\nWork.\n`;

describe("casts import", () => {
  it("imports a folder of mixed files: a report per file, roles written, exit 1 because one file failed", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    cpSync(path.join(FIXTURES, "claude-code"), path.join(cwd, "agents"), { recursive: true });
    const result = await run(cwd, "import", "agents", "--out", "roles");
    expect(result.code).toBe(1);
    expect(result.out).toContain(
      "written  agents/.claude/agents/code-reviewer.md (claude-code) -> roles/code-reviewer\n" +
        "         mapped: name, description, tools, model\n" +
        "         dropped color: the colour Claude Code shows the subagent in: a directory role has no field for it\n",
    );
    expect(result.out).toContain(
      "failed   agents/.claude/agents/broken.md (claude-code)\n         error YAML_INVALID:",
    );
    expect(result.out).toMatch(/6 roles written to roles from 6 file\(s\); 0 skipped, 1 failed\.\n$/);
    expect(readFileSync(path.join(cwd, "roles/migration-planner/config.json"), "utf8")).toBe(
      '{\n  "model": "gpt-4\\\\.1",\n  "tool_filter": [\n    "Read",\n    "Grep"\n  ]\n}\n',
    );
    const listed = await run(cwd, "roles-dir", path.join(cwd, "roles"));
    expect(listed.code, listed.err).toBe(0);
  });

  it("prints the files' control and direction characters escaped, each report entry on one line", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    const agents = path.join(cwd, ".claude/agents");
    mkdirSync(agents, { recursive: true });
    writeFileSync(path.join(agents, "bell\u0007\u202Eevil\nx.md"), agent("bell"));
    const result = await run(cwd, "import", ".claude", "--out", "roles");
    expect(result.code, result.err).toBe(0);
    expect(result.out).toContain(
      "written  .claude/agents/bell\\u0007\\u202Eevil\\nx.md (claude-code) -> roles/bell\n",
    );
    expect(result.out).not.toMatch(/[\u0007\u202E]/);
  });

  it("writes a description without its control characters and says so on an escaped note line", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    const agents = path.join(cwd, ".claude/agents");
    mkdirSync(agents, { recursive: true });
    writeFileSync(
      path.join(agents, "spoof.md"),
      '---\nname: spoof\ndescription: "Safe \\u202Etext\\u001B[2J"\n---\nWork.\n',
    );
    const result = await run(cwd, "import", ".claude", "--out", "roles");
    expect(result.code, result.err).toBe(0);
    expect(readFileSync(path.join(cwd, "roles/spoof/description.md"), "utf8")).toBe("Safe text[2J\n");
    expect(result.out).toContain(
      "         note: description.md: removed U+202E, U+001B from the description (control and direction characters can hide or reorder text)\n",
    );
  });

  it("--json: the report and the folders written", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    const result = await run(
      cwd,
      "import",
      path.join(FIXTURES, "not-agents"),
      path.join(FIXTURES, "roo"),
      "--out",
      "r",
      "--json",
    );
    expect(result.code).toBe(0);
    const json = JSON.parse(result.out);
    expect(json.written.map((role: { folder: string }) => role.folder)).toEqual([
      "docs-writer",
      "test-engineer",
    ]);
    expect(json.report.map((entry: { status: string }) => entry.status)).toEqual([
      "skipped",
      "skipped",
      "skipped",
      "skipped",
      "written",
    ]);
    expect(json.written[0]).toMatchObject({
      source: expect.stringMatching(/roo\/\.roomodes$/),
      format: "roo",
      replaced: false,
    });
  });

  it("never writes outside --out: names with path parts, device names, zip-slip and link entries", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    mkdirSync(path.join(cwd, "in"));
    writeFileSync(path.join(cwd, "in/a.md"), agent("../../escaped"));
    writeFileSync(path.join(cwd, "in/b.md"), agent("/etc/cron.d/x"));
    writeFileSync(path.join(cwd, "in/c.md"), agent("COM1"));
    writeFileSync(path.join(cwd, "in/d.md"), agent("..\\..\\windows"));
    writeFileSync(
      path.join(cwd, "in/e.zip"),
      zipSync({
        "../../zip-escaped.md": strToU8(agent("zip-escaped")),
        "link.md": [strToU8("../../outside"), { os: 3, attrs: 0o120777 << 16 }],
      }),
    );
    const result = await run(cwd, "import", "in", "--out", "out");
    expect(result.code).toBe(1);
    expect(tree(cwd)).toEqual([
      "in/a.md",
      "in/b.md",
      "in/c.md",
      "in/d.md",
      "in/e.zip",
      "out/com1-agent/description.md",
      "out/com1-agent/system_prompt.md",
      "out/escaped/description.md",
      "out/escaped/system_prompt.md",
      "out/etc-cron-d-x/description.md",
      "out/etc-cron-d-x/system_prompt.md",
      "out/windows/description.md",
      "out/windows/system_prompt.md",
    ]);
    expect(result.out).toContain("error UNSAFE_PATH: the entry name is refused: it climbs out with '..'");
    expect(result.out).toContain("error UNSAFE_PATH: the entry is a symbolic link (never followed)");
  });

  it("never overwrites without --force; --force replaces", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    writeFileSync(path.join(cwd, "a.md"), agent("Gatekeeper"));
    expect((await run(cwd, "import", "a.md", "--out", "roles")).code).toBe(0);
    writeFileSync(path.join(cwd, "a.md"), agent("gatekeeper").replace("Does", "Now does"));
    const again = await run(cwd, "import", "a.md", "--out", "roles");
    expect(again.code).toBe(1);
    expect(again.out).toContain("error ROLE_EXISTS: roles/gatekeeper exists (use --force to replace it)");
    expect(readFileSync(path.join(cwd, "roles/gatekeeper/description.md"), "utf8")).toBe(
      "Does Gatekeeper.\n",
    );
    expect((await run(cwd, "import", "a.md", "--out", "roles", "--force")).code).toBe(0);
    expect(readFileSync(path.join(cwd, "roles/gatekeeper/description.md"), "utf8")).toBe(
      "Now does gatekeeper.\n",
    );
  });

  it("--from reads files as a named format; bad usage exits 2", async () => {
    const cwd = mkdtempSync(path.join(tmpdir(), "casts-import-cli-"));
    writeFileSync(path.join(cwd, "notes.md"), "---\ndescription: House rules\n---\nBe kind.\n");
    expect((await run(cwd, "import", "notes.md", "--out", "r")).out).toContain("skipped  notes.md");
    const forced = await run(cwd, "import", "notes.md", "--out", "r", "--from", "cursor");
    expect(forced.code).toBe(0);
    expect(existsSync(path.join(cwd, "r/notes/system_prompt.md"))).toBe(true);
    expect((await run(cwd, "import", "notes.md")).err).toContain("missing --out <roles dir>");
    const unknown = await run(cwd, "import", "notes.md", "--out", "r", "--from", "word");
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain("unknown format 'word': expected one of claude-code, copilot,");
    expect((await run(cwd, "import", "--out", "r")).code).toBe(2);
    const onFile = await run(cwd, "import", "notes.md", "--out", "notes.md");
    expect([onFile.code, onFile.err]).toEqual([
      1,
      "casts: notes.md: cannot write roles there: a file is in the way\n",
    ]);
  });

  it("--help names the formats and the zip limits", async () => {
    const help = await run(PROJECT_ROOT, "import", "--help");
    expect(help.out).toContain("roo           Roo Code / Cline custom modes (.roomodes)");
    expect(help.out).toContain("a zip of at most 64 MiB, 2,000 entries\nand 64 MiB unpacked");
  });
});

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { allowsModel } from "../directory-roles/matchers";
import { importAgents, type ImportedRole, type ImportInput, type ImportResult } from ".";

const FIXTURES = path.join(import.meta.dirname, "__fixtures__");

/** Every file under a fixture folder, with paths relative to it (as the CLI passes them). */
export function fixtureInputs(folder: string): ImportInput[] {
  const root = path.join(FIXTURES, folder);
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort()
    .map((file) => ({
      path: path.relative(root, file).split(path.sep).join("/"),
      bytes: readFileSync(file),
    }));
}

function role(result: ImportResult, folder: string): ImportedRole {
  const found = result.roles.find((candidate) => candidate.folder === folder);
  if (!found) throw new Error(`no role ${folder}: ${result.roles.map((r) => r.folder).join(", ")}`);
  return found;
}

function entry(result: ImportResult, file: string) {
  const found = result.report.find((candidate) => candidate.path === file);
  if (!found) throw new Error(`no report for ${file}`);
  return found;
}

const config = (imported: ImportedRole): unknown =>
  imported.files["config.json"] === undefined ? null : JSON.parse(imported.files["config.json"]);

describe("importAgents", () => {
  const claude = importAgents(fixtureInputs("claude-code"));

  it("reads a Claude Code subagent: folded description, comma tools, a model alias as its family; drops color with a reason", () => {
    const reviewer = role(claude, "code-reviewer");
    expect(reviewer.format).toBe("claude-code");
    expect(reviewer.files["description.md"]).toBe(
      "Reviews a change for correctness, readability and risk before it is merged. Use right after a feature or fix is written.\n",
    );
    expect(reviewer.files["system_prompt.md"]).toMatch(
      /^You are a careful reviewer of code changes\.\n\n## How you work/,
    );
    const sonnet = "claude-(?:\\d[\\d-]*-)?sonnet(?:-.+)?";
    expect(config(reviewer)).toEqual({ model: sonnet, tool_filter: ["Read", "Grep", "Glob", "Bash"] });
    // The pattern allows the Claude Sonnet model IDs, old and new, and no other model.
    for (const id of ["claude-sonnet-4-6", "claude-sonnet-4-5-20250929", "claude-3-7-sonnet-20250219"])
      expect(allowsModel({ model: sonnet }, id), id).toBe(true);
    for (const id of ["sonnet", "claude-opus-4-1", "claude-3-5-haiku-20241022", "gpt-4.1"])
      expect(allowsModel({ model: sonnet }, id), id).toBe(false);
    const report = entry(claude, ".claude/agents/code-reviewer.md");
    expect(report.status).toBe("written");
    expect(report.roles[0]?.mapped).toEqual(["name", "description", "tools", "model"]);
    expect(report.roles[0]?.dropped).toEqual([
      { field: "color", reason: expect.stringContaining("a directory role has no field") },
    ]);
  });

  it("escapes model and tool names as the seed's regular expressions", () => {
    expect(config(role(claude, "migration-planner"))).toEqual({
      model: "gpt-4\\.1",
      tool_filter: ["Read", "Grep"],
    });
    expect(config(role(claude, "analise-de-dados"))).toEqual({
      model: "claude-sonnet-4-5",
      tool_filter: ["Read", "Bash\\(python3 \\*\\)"],
    });
  });

  it("reads CRLF and a BOM like LF text", () => {
    const planner = role(claude, "migration-planner");
    expect(planner.files["description.md"]).toBe(
      "Plans database migrations that can run without downtime.\n",
    );
    expect(planner.files["system_prompt.md"]).toBe(
      "You plan schema migrations in small, reversible steps.\n\nFor each step say how to roll it back.\n",
    );
  });

  it("tools as a YAML list; `inherit` and unknown fields are dropped with reasons", () => {
    const checker = role(claude, "release-checker");
    expect(config(checker)).toEqual({ tool_filter: ["Read", "Bash", "mcp__github__list_pull_requests"] });
    const dropped = entry(claude, ".claude/agents/tools-as-list.md").roles[0]?.dropped ?? [];
    expect(dropped.map((field) => field.field)).toEqual(["model", "priority"]);
    expect(dropped[0]?.reason).toContain("'inherit'");
    expect(dropped[1]?.reason).toContain("not a documented Claude Code subagent field");
  });

  it("a file without front matter: named after the file, described by its first paragraph", () => {
    const hunter = role(claude, "no-front-matter");
    expect(hunter.files["description.md"]).toBe("Flaky test hunter\n");
    expect(hunter.files["system_prompt.md"]).toContain("Run the suspect test twenty times");
    expect(entry(claude, ".claude/agents/no-front-matter.md").roles[0]?.notes).toEqual([
      "the file has no front matter: only its body was read",
      "no description field: the description is the body's first paragraph",
    ]);
  });

  it("slugs a non-ASCII name without its accents", () => {
    expect(role(claude, "analise-de-dados").sourceName).toBe("Análise de Dados");
  });

  it("gives a duplicate name (compared ignoring case) the next free suffix, with a note", () => {
    const second = entry(claude, "team-b/code-reviewer.md");
    expect(second.roles[0]?.folder).toBe("code-reviewer-2");
    expect(second.roles[0]?.notes[0]).toBe(
      "'code-reviewer' was taken by .claude/agents/code-reviewer.md: the role is named 'code-reviewer-2'",
    );
  });

  it("broken YAML fails that file with its line in the file; the rest still import", () => {
    const broken = entry(claude, ".claude/agents/broken.md");
    expect(broken.status).toBe("failed");
    expect(broken.errors[0]).toMatchObject({ code: "YAML_INVALID", details: { line: 4 } });
    expect(claude.roles).toHaveLength(6);
  });

  it("reads each other format from its fixture", () => {
    const cases: [string, string, string, unknown][] = [
      [
        "copilot",
        "security-auditor",
        "copilot",
        { model: "gpt-4\\.1", tool_filter: ["read", "search", "github\\/\\*"] },
      ],
      ["cursor", "api-style", "cursor", null],
      ["cursor-agent", "debugger", "cursor-agent", null],
      [
        "gemini",
        "doc-writer",
        "gemini",
        { model: "gemini-2\\.5-pro", tool_filter: ["read_file", "write_file"] },
      ],
      // OpenCode's anthropic/claude-sonnet-4-5: the ID other targets take (the provider is noted).
      ["opencode", "planner-2", "opencode", { model: "claude-sonnet-4-5" }],
      ["agent-skill", "changelog-writer", "agent-skill", { tool_filter: ["Bash\\(git log:\\*\\)", "Read"] }],
      ["agents-md", "billing-service", "agents-md", null],
      ["codex", "test-fixer", "codex", { model: "gpt-5\\.1-codex" }],
    ];
    for (const [folder, name, format, expected] of cases) {
      const result = importAgents(fixtureInputs(folder));
      const imported = role(result, name);
      expect(imported.format, folder).toBe(format);
      expect(config(imported), folder).toEqual(expected);
      expect(imported.files["system_prompt.md"], folder).toMatch(/\S/);
      expect(
        result.report.every((file) => file.status === "written"),
        folder,
      ).toBe(true);
    }
  });

  it("a Copilot agent whose model is a display name imports without the model, the report saying why", () => {
    const result = importAgents(fixtureInputs("copilot"));
    const triager = role(result, "issue-triager");
    expect(config(triager)).toEqual({ tool_filter: ["read", "search"] });
    const report = entry(result, ".github/agents/issue-triager.agent.md");
    expect(report.status).toBe("written");
    expect(report.errors).toEqual([]);
    expect(report.roles[0]?.mapped).toEqual(["name", "description", "tools"]);
    expect(report.roles[0]?.dropped).toEqual([
      {
        field: "model",
        reason:
          "'Claude Sonnet 4' is a model's display name, not a model ID; " +
          "a directory role's model is matched against model IDs, so no model is set",
      },
    ]);
  });

  it("a Claude Code subagent whose model is a display name imports without the model, the report saying why", () => {
    const text =
      "---\nname: shift-notes\ndescription: Writes shift notes.\nmodel: Claude Sonnet 4\n---\nWrite them.\n";
    const result = importAgents([{ path: ".claude/agents/shift-notes.md", bytes: text }]);
    const report = entry(result, ".claude/agents/shift-notes.md");
    expect(report).toMatchObject({ status: "written", format: "claude-code", errors: [] });
    expect(report.roles[0]?.dropped).toEqual([
      {
        field: "model",
        reason:
          "'Claude Sonnet 4' is a model's display name, not a model ID; " +
          "a directory role's model is matched against model IDs, so no model is set",
      },
    ]);
    const notes = role(result, "shift-notes");
    expect(config(notes)).toBeNull();
    expect(notes.files["system_prompt.md"]).toBe("Write them.\n");
  });

  it("a Copilot agent with several model IDs keeps the first, the report naming the rest", () => {
    const text = "---\ndescription: Triages issues.\nmodel: ['gpt-4.1', 'claude-sonnet-4-5']\n---\nTriage.\n";
    const result = importAgents([{ path: ".github/agents/triage.agent.md", bytes: text }]);
    expect(config(role(result, "triage"))).toEqual({ model: "gpt-4\\.1" });
    const report = entry(result, ".github/agents/triage.agent.md");
    expect(report.roles[0]?.mapped).toEqual(["description", "model"]);
    expect(report.roles[0]?.dropped).toEqual([
      { field: "model", reason: expect.stringContaining("not carried: 'claude-sonnet-4-5'") },
    ]);
  });

  it("an OpenCode agent's V1 tools become the role's tool filter, as V2 permissions would", () => {
    const v1 =
      '---\ndescription: Reads code.\ntools:\n  "*": false\n  read: true\n  grep: true\n---\nRead.\n';
    const v2 =
      "---\ndescription: Reads code.\npermissions:\n" +
      '  - { action: "*", resource: "*", effect: deny }\n' +
      '  - { action: read, resource: "*", effect: allow }\n' +
      '  - { action: grep, resource: "*", effect: allow }\n---\nRead.\n';
    const result = importAgents([
      { path: ".opencode/agents/v1.md", bytes: v1 },
      { path: ".opencode/agents/v2.md", bytes: v2 },
    ]);
    expect(config(role(result, "v1"))).toEqual({ tool_filter: ["read", "grep"] });
    expect(config(role(result, "v1"))).toEqual(config(role(result, "v2")));
    expect(entry(result, ".opencode/agents/v1.md").roles[0]?.mapped).toEqual(["description", "tools"]);
  });

  it("front matter that is never closed fails the file with the line of its opening ---", () => {
    const text = "---\nname: no-close\ndescription: x\nBody text.\n";
    const result = importAgents([
      { path: "no-close.md", bytes: text },
      { path: ".claude/agents/no-close.md", bytes: text },
      { path: ".github/agents/no-close.agent.md", bytes: text },
    ]);
    expect(result.roles).toEqual([]);
    for (const file of result.report)
      expect(file, file.path).toMatchObject({
        status: "failed",
        errors: [
          {
            code: "FORMAT_INVALID",
            message: "front matter opened at line 1 is never closed with a --- line",
            details: { line: 1 },
          },
        ],
      });
  });

  it("reads a CrewAI agents.yaml: one role per key, goal as description, placeholders kept and noted", () => {
    const result = importAgents(fixtureInputs("crewai"));
    // `researcher` is a built-in role's name, so the imported one takes the next free name.
    expect(result.roles.map((r) => r.folder)).toEqual(["researcher-2", "reporting-analyst"]);
    const researcher = role(result, "researcher-2");
    expect(researcher.files["description.md"]).toBe(
      "Uncover recent developments in {topic} and list them with their sources\n",
    );
    expect(config(researcher)).toEqual({
      model: "openai\\/gpt-4o",
      tool_filter: ["SerperDevTool", "ScrapeWebsiteTool"],
    });
    const report = entry(result, "config/agents.yaml");
    expect(report.roles[0]?.notes).toEqual([
      "kept the CrewAI placeholders {topic} as written",
      "'researcher' was taken by a built-in role: the role is named 'researcher-2'",
    ]);
    expect(report.roles[1]?.dropped.map((field) => field.field)).toEqual(["role", "allow_delegation"]);
  });

  it("a CrewAI file with a duplicate key fails as YAML_INVALID", () => {
    const result = importAgents(fixtureInputs("crewai-broken"));
    expect(result.report[0]).toMatchObject({
      status: "failed",
      format: "crewai",
      errors: [{ code: "YAML_INVALID" }],
    });
  });

  it("reads Roo custom modes in YAML and JSON: slug names the role, roleDefinition + customInstructions the body", () => {
    const yaml = importAgents(fixtureInputs("roo"));
    expect(yaml.roles.map((r) => r.folder)).toEqual(["docs-writer", "test-engineer"]);
    expect(role(yaml, "docs-writer").files["system_prompt.md"]).toBe(
      "You are a technical writer who keeps documentation accurate and short.\n\nPrefer examples over long explanations.\n",
    );
    expect(role(yaml, "test-engineer").files["description.md"]).toBe("Use when adding or repairing tests.\n");
    const json = importAgents(fixtureInputs("roo-json"));
    expect(json.roles.map((r) => r.folder)).toEqual(["sql-tuner"]);
    expect(json.report[0]?.roles[0]?.dropped.map((field) => field.field)).toEqual([
      "name",
      "groups",
      "source",
    ]);
  });

  it("skips files that are not agent definitions, with the reason", () => {
    const result = importAgents(fixtureInputs("not-agents"));
    expect(result.roles).toEqual([]);
    expect(result.report.map((file) => [file.path, file.status, file.reason])).toEqual([
      ["README.md", "skipped", "markdown without front matter (not an agent definition)"],
      ["logo.png", "skipped", "not an agent definition (not a markdown, TOML, YAML or JSON file)"],
      ["promptfooconfig.yaml", "skipped", "a promptfoo config, not an agent definition"],
      ["request.json", "skipped", "an API request body, not an agent definition"],
    ]);
  });

  it("a file over 1 MiB is INPUT_TOO_LARGE, given as bytes, as text or by its size alone", () => {
    const body = "x".repeat(1024 * 1024);
    const text = `---\nname: big\ndescription: Too big.\n---\n${body}`;
    const result = importAgents([
      { path: "big.md", bytes: text },
      { path: "big2.md", bytes: strToU8(text) },
      { path: "big3.md", bytes: new Uint8Array(0), size: 5_000_000 },
      { path: "huge.png", bytes: new Uint8Array(0), size: 5_000_000 },
    ]);
    expect(result.report.map((file) => [file.status, file.errors[0]?.code])).toEqual([
      ["failed", "INPUT_TOO_LARGE"],
      ["failed", "INPUT_TOO_LARGE"],
      ["failed", "INPUT_TOO_LARGE"],
      ["skipped", undefined],
    ]);
    expect(result.report[0]?.errors[0]?.message).toBe(
      "big.md: file is 1,048,616 bytes, over the 1 MiB (1,048,576 bytes) limit",
    );
  });

  it("bytes that are not UTF-8 fail as NOT_UTF8 with the place", () => {
    const result = importAgents([{ path: "a.md", bytes: new Uint8Array([0x2d, 0x2d, 0x2d, 0x0a, 0xff]) }]);
    expect(result.report[0]?.errors[0]).toMatchObject({ code: "NOT_UTF8" });
    expect(result.report[0]?.errors[0]?.message).toContain("line 2, column 1");
  });

  it("--from reads a file at an unconventional path as the given format", () => {
    const text = "---\ndescription: Plans.\nmode: primary\n---\nPlan.\n";
    expect(importAgents([{ path: "x/plan.md", bytes: text }]).roles[0]?.format).toBe("opencode");
    const forced = importAgents([{ path: "x/plan.md", bytes: text }], { from: "cursor" });
    expect(forced.roles[0]?.format).toBe("cursor");
    expect(forced.report[0]?.roles[0]?.dropped.map((field) => field.field)).toEqual(["mode"]);
  });

  it("names that cannot be folders: path parts, device names, no Latin letters", () => {
    const agent = (name: string) => `---\nname: "${name}"\ndescription: d\n---\nbody\n`;
    const result = importAgents([
      { path: "a.md", bytes: agent("../../etc/passwd") },
      { path: "b.md", bytes: agent("CON") },
      { path: "c.md", bytes: agent("/abs/olute") },
      { path: "レビュー.md", bytes: agent("レビュー") },
      { path: "d.md", bytes: agent("nul") },
    ]);
    expect(result.roles.map((r) => r.folder)).toEqual([
      "etc-passwd",
      "con-agent",
      "abs-olute",
      "agent",
      "nul-agent",
    ]);
  });

  it("drops control and direction characters from the description and instructions, naming each file", () => {
    // YAML's double-quoted escapes put the characters in the front matter; the body holds them raw.
    const text = `---\nname: proofer\ndescription: "Reviews \\u202Ecode\\u0007 closely,\\tline by line"\n---\nCheck the \u2066diff\u2069\u0000.\n\n\tIndented\n`;
    const result = importAgents([{ path: ".claude/agents/proofer.md", bytes: text }]);
    expect(result.roles[0]?.files).toEqual({
      "description.md": "Reviews code closely,\tline by line\n",
      "system_prompt.md": "Check the diff.\n\n\tIndented\n",
    });
    expect(result.report[0]?.roles[0]?.notes).toEqual([
      "description.md: removed U+202E, U+0007 from the description (control and direction characters can hide or reorder text)",
      "system_prompt.md: removed U+2066, U+2069, U+0000 from the instructions (control and direction characters can hide or reorder text)",
    ]);
    // A description taken from the body's first paragraph is cleaned too.
    const fromBody = importAgents([{ path: "notes.md", bytes: "Summarises \u202Emeetings.\n" }], {
      from: "cursor",
    });
    expect(fromBody.roles[0]?.files["description.md"]).toBe("Summarises meetings.\n");
    // Nothing but such characters is no description; clean text gets no note.
    const empty = importAgents([
      { path: "a.md", bytes: '---\nname: a\ndescription: "\\u202E\\u0007"\n---\nWork.\n' },
      { path: "b.md", bytes: "---\nname: b\ndescription: Plain.\n---\nWork.\n" },
    ]);
    expect(empty.report[0]?.errors).toEqual([
      {
        code: "FORMAT_INVALID",
        message: "a.md: the description holds only control or direction characters",
        details: { path: "description" },
      },
    ]);
    expect(empty.report[1]?.roles[0]?.notes).toEqual([]);
  });

  it("refuses a tool name holding a control or direction character rather than widening the tool list", () => {
    const text = '---\nname: ops\ndescription: Runs jobs.\ntools: "Read, Ba\\u202Esh"\n---\nWork.\n';
    const result = importAgents([{ path: ".claude/agents/ops.md", bytes: text }]);
    expect(result.roles).toEqual([]);
    expect(result.report[0]?.errors).toEqual([
      {
        code: "FORMAT_INVALID",
        message: "tools: 'Ba\\u202Esh' holds U+202E; a tool's name has no control or direction characters",
        details: { path: "tools" },
      },
    ]);
  });

  it("every role's files are what the directory-role loader takes", () => {
    for (const imported of [...claude.roles, ...importAgents(fixtureInputs("crewai")).roles]) {
      expect(imported.folder).toMatch(/^[a-z0-9][a-z0-9-]{0,99}$/);
      expect(Object.isFrozen(imported)).toBe(true);
      for (const content of Object.values(imported.files)) expect(content.trim()).not.toBe("");
    }
  });
});

describe("importAgents with zips", () => {
  const agent = strToU8("---\nname: zipped\ndescription: From a zip.\n---\nBody.\n");

  it("unpacks a zip and reads its entries by their own paths", () => {
    const zip = zipSync({
      "pack/.claude/agents/zipped.md": agent,
      "pack/README.md": strToU8("# hi\n"),
      "pack/": {},
    });
    const result = importAgents([{ path: "team.zip", bytes: zip }]);
    expect(result.report.map((file) => [file.path, file.status, file.format])).toEqual([
      ["team.zip/pack/.claude/agents/zipped.md", "written", "claude-code"],
      ["team.zip/pack/README.md", "skipped", null],
    ]);
  });

  it("refuses entries that climb out, absolute names and symbolic links", () => {
    const zip = zipSync({
      "../evil.md": agent,
      "/etc/evil.md": agent,
      "link.md": [strToU8("/etc/passwd"), { os: 3, attrs: 0o120777 << 16 }],
      "ok.md": agent,
    });
    const result = importAgents([{ path: "x.zip", bytes: zip }]);
    expect(result.report.map((file) => [file.path, file.status, file.errors[0]?.code])).toEqual([
      ["x.zip/../evil.md", "failed", "UNSAFE_PATH"],
      ["x.zip//etc/evil.md", "failed", "UNSAFE_PATH"],
      ["x.zip/link.md", "failed", "UNSAFE_PATH"],
      ["x.zip/ok.md", "written", undefined],
    ]);
  });

  it("refuses an archive with too many entries before unpacking any", () => {
    const entries: Record<string, Uint8Array> = {};
    for (let index = 0; index <= 2000; index += 1) entries[`f${index}.md`] = new Uint8Array(0);
    const result = importAgents([{ path: "many.zip", bytes: zipSync(entries, { level: 0 }) }]);
    expect(result.report).toEqual([
      expect.objectContaining({
        status: "failed",
        errors: [expect.objectContaining({ code: "INPUT_TOO_LARGE" })],
      }),
    ]);
  });

  /** A zip whose central directory declares `size` bytes for its one entry (the data stays small). */
  function declaring(size: number): Uint8Array {
    const zip = zipSync({ "a.md": agent });
    const view = new DataView(zip.buffer);
    const central = zip.findIndex((_, at) => at + 4 <= zip.length && view.getUint32(at, true) === 0x02014b50);
    view.setUint32(central + 24, size, true);
    return zip;
  }

  it("refuses a bomb by the sizes its entries declare, before inflating", () => {
    const result = importAgents([{ path: "bomb.zip", bytes: declaring(0xfffffff0) }]);
    expect(result.report[0]?.errors[0]?.code).toBe("INPUT_TOO_LARGE");
    expect(result.report[0]?.errors[0]?.message).toContain("64 MiB");
  });

  it("an entry that inflates to more than it declares is refused, never grown", () => {
    const result = importAgents([{ path: "liar.zip", bytes: declaring(10) }]);
    expect(result.report[0]).toMatchObject({
      status: "failed",
      errors: [{ code: "ZIP_INVALID", message: "it inflates to another size than it declares" }],
    });
  });

  it("a damaged archive fails as ZIP_INVALID; an archive over 64 MiB as INPUT_TOO_LARGE", () => {
    const result = importAgents([
      { path: "bad.zip", bytes: strToU8("not a zip at all, not even close to one") },
      { path: "big.zip", bytes: new Uint8Array(0), size: 65 * 1024 * 1024 },
    ]);
    expect(result.report.map((file) => file.errors[0]?.code)).toEqual(["ZIP_INVALID", "INPUT_TOO_LARGE"]);
  });
});

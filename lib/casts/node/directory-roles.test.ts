import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { createDirectoryRoleRegistry, DIRECTORY_ROLE_CONFIG_DEFAULTS, toRole } from "../directory-roles";
import { CastsError, listRoles, Profile } from "../index";
import {
  loadFromDir,
  loadProjectDirectoryRoles,
  loadSourceDirectoryRoles,
  readRoleDirectories,
} from "./directory-roles";

const FIXTURES = path.join(import.meta.dirname, "..", "directory-roles", "__fixtures__", "roles");
const PROJECT_ROOT = path.resolve(import.meta.dirname, "..", "..", "..");

function load(dir: string) {
  return loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
}

function tempRoles(): string {
  return mkdtempSync(path.join(tmpdir(), "casts-roles-"));
}

function writeRole(root: string, directory: string, files: Record<string, string | Uint8Array>): void {
  mkdirSync(path.join(root, directory), { recursive: true });
  for (const [name, content] of Object.entries(files))
    writeFileSync(path.join(root, directory, name), content);
}

describe("loadFromDir on the fixture tree", () => {
  const { loaded, skipped } = load(FIXTURES);
  const reasons = Object.fromEntries(skipped.map((entry) => [entry.directory, entry.reasons]));

  it("loads the valid roles by name and ignores dot-directories and plain files", () => {
    expect(loaded.map((role) => `${role.directory} → ${role.name}`)).toEqual([
      "ConfigOnly → ConfigOnly",
      "acme.Dotted → Dotted",
      "Full → Full",
      "MarkdownWins → MarkdownWins",
      "WithExtras → WithExtras",
    ]);
    const everything = [...loaded.map((role) => role.directory), ...skipped.map((entry) => entry.directory)];
    expect(everything).not.toContain(".draft");
    expect(everything).not.toContain("NOTES.txt");
  });

  it("reads every config field", () => {
    const full = loaded.find((role) => role.name === "Full");
    expect(full?.config).toEqual({
      model: "gpt-4|claude-.*",
      required_tools: ["read_file", "write_file"],
      execution_environment: "sandbox",
      auto_approve_tools: ["read_file"],
      tool_filter: ["read_.*", "write_file"],
      behavior_policy: "continuous",
      max_truncation_retries: 0,
      max_output_turns: 5,
      max_output_attempts: 1,
    });
    expect(full?.systemPrompt).toBe("# Full\n\nYou exercise every field.\n");
    expect(full?.path).toBe(path.join(FIXTURES, "Full"));
  });

  it("takes text from config.json only when there is no markdown", () => {
    const configOnly = loaded.find((role) => role.name === "ConfigOnly");
    expect([configOnly?.description, configOnly?.systemPrompt]).toEqual([
      "Described only in config.json.",
      "Prompt from config.json.",
    ]);
    const markdownWins = loaded.find((role) => role.name === "MarkdownWins");
    expect([markdownWins?.description, markdownWins?.systemPrompt]).toEqual([
      "Description from markdown.",
      "Prompt from markdown.\n",
    ]);
    expect(markdownWins?.config).toEqual({ ...DIRECTORY_ROLE_CONFIG_DEFAULTS, max_output_turns: 7 });
    expect(markdownWins?.notes).toHaveLength(2);
  });

  it("notes files it does not use, but not hidden ones", () => {
    expect(loaded.find((role) => role.name === "WithExtras")?.notes).toEqual([
      "ignored 'README.md': a role directory uses only description.md, system_prompt.md, config.json",
      "ignored 'system-prompt.md': a role directory uses only description.md, system_prompt.md, config.json",
    ]);
  });

  it("skips each broken directory with reasons that name the file and field", () => {
    expect(reasons).toEqual({
      BadJson: ["config.json: invalid JSON at line 3, column 34: expected a value, found ']'"],
      BadRegex: [
        'config.json: model: invalid regular expression "gpt-(4": Unterminated group',
        'config.json: tool_filter[1]: invalid regular expression "[a-": Unterminated character class',
      ],
      BadUtf8: ["description.md: not valid UTF-8 at line 2, column 8 (byte 0xff)"],
      DescriptionIsDir: ["description.md: cannot be read: it is a directory"],
      DuplicateKey: ["config.json: invalid JSON at line 3, column 3: duplicate key 'model'"],
      EmptyDescription: ["description.md: is empty"],
      EmptySystemPrompt: ["system_prompt.md: is empty"],
      NegativeCount: [
        "config.json: max_truncation_retries: expected a whole number of 0 or more, got -1",
        "config.json: max_output_turns: expected a whole number of 0 or more, got 2.5",
        "config.json: max_output_attempts: expected a whole number of 0 or more, got Infinity",
      ],
      NoDescription: [
        'description.md: missing (a role needs description.md or a "description" in config.json)',
      ],
      NotObject: ["config.json: expected a JSON object with role settings, got a list"],
      NullValue: ["config.json: model: expected a regular expression for model IDs (a string), got null"],
      ProtoKey: ["config.json: invalid JSON at line 1, column 3: the key '__proto__' is not allowed"],
      Triage: ["the name 'Triage' is also given by 'acme.Triage'; role names must be unique"],
      UnknownField: [
        "config.json: unknown field 'modle' (did you mean 'model'?)",
        expect.stringMatching(
          /^config\.json: unknown field 'colour' \(allowed: description, system_prompt, model, /,
        ),
      ],
      WrongTypes: [
        "config.json: required_tools: expected a list of strings, got a string",
        "config.json: auto_approve_tools[1]: expected a tool name (a string), got a number",
        'config.json: auto_approve_tools[2]: "read_file" is listed twice',
        "config.json: execution_environment: expected an environment identifier (a string), got a boolean",
        'config.json: behavior_policy: expected "responsive" or "continuous", got "loop"',
        "config.json: max_output_turns: expected a whole number of 0 or more, got a string",
      ],
      "acme.Triage": ["the name 'Triage' is also given by 'Triage'; role names must be unique"],
      analyst: ["the name 'analyst' is taken by a built-in role; rename the directory"],
    });
  });
});

describe("loadFromDir on generated directories", () => {
  it("skips files over 1 MiB without reading them", () => {
    const root = tempRoles();
    writeRole(root, "Huge", { "description.md": "fine", "system_prompt.md": "x".repeat(1024 * 1024 + 10) });
    expect(load(root).skipped[0]?.reasons).toEqual([
      "system_prompt.md: file is 1,048,586 bytes, over the 1 MiB (1,048,576 bytes) limit",
    ]);
  });

  it("skips a role whose file is a broken link, and ignores a broken link at the top level", () => {
    const root = tempRoles();
    writeRole(root, "Linked", {});
    symlinkSync(path.join(root, "nowhere.md"), path.join(root, "Linked", "description.md"));
    symlinkSync(path.join(root, "nowhere"), path.join(root, "DanglingRole"));
    const { loaded, skipped } = load(root);
    expect(loaded).toEqual([]);
    expect(skipped).toEqual([
      {
        directory: "Linked",
        name: "Linked",
        path: path.join(root, "Linked"),
        reasons: ["description.md: cannot be read: no such file or directory"],
      },
    ]);
  });

  it("follows a symbolic link to a role directory inside the roles folder", () => {
    const root = tempRoles();
    writeRole(root, ".store/Real", { "description.md": "Linked in." });
    symlinkSync(path.join(root, ".store", "Real"), path.join(root, "Aliased"));
    expect(load(root).loaded.map((role) => role.name)).toEqual(["Aliased"]);
  });

  it("skips a role directory that links outside the roles folder", () => {
    const root = tempRoles();
    const elsewhere = tempRoles();
    writeRole(elsewhere, "Real", { "description.md": "Secret text." });
    symlinkSync(path.join(elsewhere, "Real"), path.join(root, "Aliased"));
    const { loaded, skipped } = load(root);
    expect(loaded).toEqual([]);
    expect(skipped[0]?.reasons).toEqual([
      "the directory cannot be read: it is a link that leads outside the roles folder (not read)",
    ]);
  });

  it("never reads a file that links outside the roles folder", () => {
    const project = tempRoles();
    writeFileSync(path.join(project, ".env.local"), "SECRET=hunter2\n");
    const root = path.join(project, "roles");
    writeRole(root, "Leak", { "system_prompt.md": "prompt" });
    symlinkSync(path.join("..", "..", ".env.local"), path.join(root, "Leak", "description.md"));
    writeRole(root, "Environ", {});
    symlinkSync("/proc/self/environ", path.join(root, "Environ", "description.md"));
    const { loaded, skipped } = load(root);
    expect(loaded).toEqual([]);
    expect(skipped.map((entry) => entry.reasons)).toEqual([
      ["description.md: cannot be read: it is a link that leads outside the roles folder (not read)"],
      ["description.md: cannot be read: it is a link that leads outside the roles folder (not read)"],
    ]);
    expect(JSON.stringify(skipped)).not.toContain("hunter2");
  });

  it("reads a file linked from elsewhere inside the roles folder", () => {
    const root = tempRoles();
    writeRole(root, "Shared", { "description.md": "Shared text." });
    writeRole(root, "Linked", {});
    symlinkSync(path.join("..", "Shared", "description.md"), path.join(root, "Linked", "description.md"));
    expect(load(root).loaded.map((role) => [role.name, role.description])).toEqual([
      ["Linked", "Shared text."],
      ["Shared", "Shared text."],
    ]);
  });

  it("skips a FIFO without blocking on it", () => {
    const root = tempRoles();
    writeRole(root, "Piped", {});
    execFileSync("mkfifo", [path.join(root, "Piped", "description.md")]);
    expect(load(root).skipped[0]?.reasons).toEqual([
      "description.md: cannot be read: not a regular file (FIFOs, devices and sockets are never read)",
    ]);
  });

  it("skips directories whose names give no usable role name, and ignores .git", () => {
    const root = tempRoles();
    writeRole(root, "acme.", { "description.md": "d" });
    writeRole(root, "Has Space", { "description.md": "d" });
    writeRole(root, ".git", { "description.md": "d" });
    expect(load(root).skipped.map((entry) => [entry.directory, entry.name, entry.reasons[0]])).toEqual([
      [
        "Has Space",
        null,
        "the role name 'Has Space' may use only letters, digits, '_' and '-' (up to 100, not starting with '-')",
      ],
      ["acme.", null, "the directory name 'acme.' ends with a dot, so it gives no role name"],
    ]);
  });

  it("throws a CastsError naming a missing or non-directory path", () => {
    const missing = path.join(tempRoles(), "absent");
    expect(() => load(missing)).toThrow(
      new CastsError(
        "FILE_UNREADABLE",
        `${missing}: cannot read the roles directory: no such file or directory`,
      ),
    );
    const file = path.join(tempRoles(), "file.txt");
    writeFileSync(file, "x");
    expect(() => load(file)).toThrow(/file\.txt: cannot read the roles directory: not a directory/);
  });

  it("registers what it loads, skips roles that clash with another directory's, and reloads the same directory", () => {
    const registry = createDirectoryRoleRegistry();
    const first = tempRoles();
    const second = tempRoles();
    writeRole(first, "Writer", { "description.md": "First." });
    writeRole(second, "acme.Writer", { "description.md": "Second." });
    writeRole(second, "Editor", { "description.md": "Edits." });
    expect(loadFromDir(first, { registry }).loaded.map((role) => role.name)).toEqual(["Writer"]);
    const again = loadFromDir(second, { registry });
    expect(again.loaded.map((role) => role.name)).toEqual(["Editor"]);
    expect(again.skipped[0]?.reasons[0]).toMatch(
      /^Directory role 'Writer' \(from .*acme\.Writer\) clashes with the registered role 'Writer'/,
    );
    expect(loadFromDir(first, { registry }).skipped).toEqual([]);
    expect(registry.list().map((role) => [role.name, role.description])).toEqual([
      ["Editor", "Edits."],
      ["Writer", "First."],
    ]);
  });

  it("lists the subdirectories it reads, without parsing them", () => {
    const root = tempRoles();
    cpSync(path.join(FIXTURES, "Full"), path.join(root, "Full"), { recursive: true });
    expect(readRoleDirectories(root).map((source) => [source.directory, Object.keys(source.files)])).toEqual([
      ["Full", ["config.json", "description.md", "system_prompt.md"]],
    ]);
  });
});

describe("loadSourceDirectoryRoles", () => {
  it("loads a named folder into a registry of its own each call, so loading it again clashes with nothing", () => {
    const source = { rolesDir: FIXTURES, rolesFrom: "env" } as const;
    const first = loadSourceDirectoryRoles(source);
    expect(first.loaded.map((role) => role.name)).toContain("Full");
    expect(loadSourceDirectoryRoles(source)).toEqual(first);
  });

  it("reports a named folder that cannot be listed as one skipped entry, and a missing default roles/ as empty", () => {
    const missing = path.join(tempRoles(), "team-roles");
    const { loaded, skipped } = loadSourceDirectoryRoles({ rolesDir: missing, rolesFrom: "flag" });
    expect(loaded).toEqual([]);
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ directory: "team-roles", name: null, path: missing });
    expect(skipped[0]?.reasons[0]).toContain(missing);
    expect(loadSourceDirectoryRoles({ rolesDir: missing, rolesFrom: "default" })).toEqual({
      loaded: [],
      skipped: [],
    });
  });
});

describe("loadProjectDirectoryRoles", () => {
  it("loads nothing when the project has no roles folder", () => {
    expect(loadProjectDirectoryRoles(tempRoles(), { registry: createDirectoryRoleRegistry() })).toEqual({
      loaded: [],
      skipped: [],
    });
  });

  it("loads every shipped sample role without skipping any", () => {
    const { loaded, skipped } = loadProjectDirectoryRoles(PROJECT_ROOT, {
      registry: createDirectoryRoleRegistry(),
    });
    expect(skipped).toEqual([]);
    // The sample folders by name (e2e/directory-roles.spec.ts lists them too): a folder that stops
    // loading, or one added without a look, fails here.
    expect(loaded.map((role) => role.name).sort()).toEqual([
      "DataEngineer",
      "DependencyAuditor",
      "IntakeRouter",
      "OnCallHandoff",
      "ReleaseNotesWriter",
      "SupportTriage",
      "ThreatModeler",
      "UXResearcher",
    ]);
    expect(loaded.every((role) => role.notes.length === 0)).toBe(true);
    for (const role of loaded) {
      expect(listRoles()).not.toContain(role.name);
      expect(Profile.compose(toRole(role)).emissionOperable()).toBeNull();
    }
  });

  it("ships a config.json-only sample and a dotted one", () => {
    const { loaded } = loadProjectDirectoryRoles(PROJECT_ROOT, { registry: createDirectoryRoleRegistry() });
    expect(loaded.find((role) => role.name === "SupportTriage")?.directory).toBe("acme.SupportTriage");
    const auditor = loaded.find((role) => role.name === "DependencyAuditor");
    expect(auditor?.description).toMatch(/^Reviews a project's dependency manifest/);
    expect(auditor?.systemPrompt).toMatch(/^You audit dependencies/);
  });
});

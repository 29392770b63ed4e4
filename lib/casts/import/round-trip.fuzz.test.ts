// Round trips (contract §12): an imported role exported with `--to X` gives back, for the fields both
// formats carry, what was imported; and write → read → write is stable. Plus: every field a format's
// table documents is either read or dropped with its own reason, so reader and writer agree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { parseRoleDirectory, toRole, type RoleFile, type RoleFileName } from "../directory-roles";
import { exportProfile, type ExportTarget } from "../export";
import { FORMATS } from "../export/formats";
import { modelFromOpenCode } from "../export/formats/opencode/model";
import { Profile } from "../profile";
import { importAgents, type ImportedRole, type ImportFormatId } from ".";
import { FORMAT_READERS } from "./readers";
import { escapeRegex, roleFolderName } from "./role-files";

type Field = "name" | "description" | "body" | "model" | "tools";

/** The fields each writable format carries both ways. */
const CARRIES: Partial<Record<ImportFormatId, readonly Field[]>> = {
  "claude-code": ["name", "description", "body", "model", "tools"],
  copilot: ["name", "description", "body", "model", "tools"],
  gemini: ["name", "description", "body", "model", "tools"],
  "cursor-agent": ["name", "description", "body", "model"],
  "agent-skill": ["name", "description", "body", "tools"],
  codex: ["name", "description", "body", "model"],
  crewai: ["name", "description", "body", "model"],
  opencode: ["name", "description", "body", "model", "tools"],
  cursor: ["name", "description", "body"],
  "agents-md": ["body"],
};

/**
 * Models of every kind: IDs OpenCode's writer gives a provider (`gpt-4.1` → `openai/gpt-4.1`), one
 * already in OpenCode's form, and one whose provider is not its family's (kept whole both ways).
 */
const MODELS = [
  "gpt-4.1",
  "claude-sonnet-4-5",
  "anthropic/claude-sonnet-4-5",
  "o3",
  "gemini-2.5-pro",
  "openrouter/google/gemini-2.5-flash",
] as const;

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const sentence = fc
  .array(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9,.:'"#&()-]{0,11}$/), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(" "));
const agentArb = fc.record({
  name: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join("-")),
  description: sentence,
  body: fc.array(sentence, { minLength: 1, maxLength: 5 }).map((lines) => lines.join("\n")),
  model: fc.constantFrom(...MODELS),
  tools: fc.uniqueArray(
    fc.constantFrom("Read", "Grep", "Bash(git *)", "mcp__github__get_issue", "web.search"),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
});
type Agent = typeof agentArb extends fc.Arbitrary<infer T> ? T : never;

function claudeFile(agent: Agent): string {
  return `---\nname: ${agent.name}\ndescription: ${JSON.stringify(agent.description)}\ntools: ${agent.tools.join(", ")}\nmodel: ${agent.model}\n---\n\n${agent.body}\n`;
}

/** The imported role as the loader reads it, exported to `target`. */
function exportResult(role: ImportedRole, target: ImportFormatId | ExportTarget) {
  const files: Partial<Record<RoleFileName, RoleFile>> = {};
  for (const [name, content] of Object.entries(role.files))
    files[name as RoleFileName] = { kind: "bytes", bytes: new TextEncoder().encode(content) };
  const loaded = parseRoleDirectory({ directory: role.folder, files });
  if (!loaded.ok) throw new Error(loaded.skipped.reasons.join("; "));
  const profile = Profile.compose(toRole(loaded.role));
  return exportProfile(profile, { target, directoryConfig: loaded.role.config, policy: false });
}

/** The files of the imported role exported to `target`. */
function exported(role: ImportedRole, target: ImportFormatId | ExportTarget) {
  return exportResult(role, target).files.map((file) => ({ path: file.path, bytes: file.content }));
}

function fields(role: ImportedRole) {
  const config = role.files["config.json"] === undefined ? {} : JSON.parse(role.files["config.json"]);
  return {
    name: role.folder,
    description: role.files["description.md"],
    body: role.files["system_prompt.md"],
    model: config.model,
    tools: config.tool_filter,
  };
}

function only(result: ReturnType<typeof importAgents>): ImportedRole {
  expect(result.report.filter((file) => file.status !== "skipped").map((file) => file.errors)).toEqual([[]]);
  expect(result.roles).toHaveLength(1);
  return result.roles[0]!;
}

describe("import ↔ export round trips", () => {
  for (const [target, carried] of Object.entries(CARRIES) as [ImportFormatId, readonly Field[]][]) {
    it(`${target}: export of an imported role reads back the fields both carry, and write → read → write is stable`, () => {
      fc.assert(
        fc.property(agentArb, (agent) => {
          const imported = only(
            importAgents([{ path: `.claude/agents/${agent.name}.md`, bytes: claudeFile(agent) }]),
          );
          const first = exported(imported, target);
          const reread = only(importAgents(first));
          const before = fields(imported);
          const after = fields(reread);
          for (const field of carried) {
            expect(before[field], field).toBeDefined();
            // OpenCode writes `gpt-4.1` as openai/gpt-4.1 and reads that back as gpt-4.1; a model given
            // as anthropic/claude-sonnet-4-5 comes back as the ID alone, the form other targets take.
            const id = target === "opencode" ? modelFromOpenCode(agent.model)?.id : undefined;
            if (field === "model" && id !== undefined) expect(after[field], field).toEqual(escapeRegex(id));
            else expect(after[field], field).toEqual(before[field]);
          }
          expect(exported(reread, target)).toEqual(first);
        }),
        { numRuns: 25 },
      );
    });
  }
});

describe("a model through OpenCode", () => {
  /** A directory role whose config.json names one model, as `casts import` writes it. */
  function roleWithModel(model: string): ImportedRole {
    const files = {
      "description.md": "Reviews code.\n",
      "system_prompt.md": "You review.\n",
      "config.json": JSON.stringify({ model: escapeRegex(model) }),
    };
    return { folder: "rt", source: "roles/rt", sourceName: "rt", format: "claude-code", files };
  }

  const modelLine = (files: { bytes: string }[]) => /^model: (.*)$/m.exec(files[0]!.bytes)?.[1];

  it("comes back as the model ID every other target takes, the provider noted", () => {
    for (const model of ["gpt-4.1", "o3", "claude-sonnet-4-5", "gemini-2.5-pro"]) {
      const opencode = exported(roleWithModel(model), "opencode");
      expect(modelLine(opencode), model).toMatch(/^(openai|anthropic|google)\//);
      const result = importAgents(opencode);
      const reread = only(result);
      expect(JSON.parse(reread.files["config.json"]!).model, model).toBe(escapeRegex(model));
      expect(result.report[0]!.roles[0]!.notes.join("\n")).toContain(
        `OpenCode's model '${modelLine(opencode)}' is read as the model ID ${model}`,
      );
      expect(modelLine(exported(reread, "claude-code")), model).toBe(model);
      const request = exported(reread, "openai")[0]!.bytes;
      expect(JSON.parse(request).model, model).toBe(model);
    }
  });

  it("keeps a model whole when its provider is not the one its ID's family shows", () => {
    for (const model of ["openrouter/google/gemini-2.5-flash", "lmstudio/qwen3-8b", "openai/gpt-4/x"]) {
      const reread = only(importAgents(exported(roleWithModel(model), "opencode")));
      expect(JSON.parse(reread.files["config.json"]!).model, model).toBe(escapeRegex(model));
    }
  });
});

describe("a name with accents", () => {
  it("exports to the folder its import gives: `casts export --name Análise` → import → analise", () => {
    const name = "Análise de Dados";
    const profile = Profile.compose("critic", { name });
    for (const target of ["claude-code", "cursor-agent", "gemini", "copilot"] as const) {
      const files = exportProfile(profile, { target, policy: false }).files;
      expect(files[0]!.path, target).toContain("analise-de-dados");
      const reread = only(importAgents(files.map((file) => ({ path: file.path, bytes: file.content }))));
      expect(reread.folder, target).toBe(roleFolderName(name));
    }
  });
});

describe("a Claude Code model alias", () => {
  const subagent = (name: string, model: string) => ({
    path: `.claude/agents/${name}.md`,
    bytes: `---\nname: ${name}\ndescription: Reviews code.\nmodel: ${model}\n---\nYou review.\n`,
  });
  const modelLine = (files: { bytes: string }[]) => /^model: (.*)$/m.exec(files[0]!.bytes)?.[1];

  it("comes back from an export to Claude Code as the same alias, with no note", () => {
    for (const alias of ["sonnet", "opus", "haiku"]) {
      const imported = only(importAgents([subagent("rt", alias)]));
      const pattern = JSON.parse(imported.files["config.json"]!).model;
      expect(pattern, alias).toBe(`claude-(?:\\d[\\d-]*-)?${alias}(?:-.+)?`);
      const result = exportResult(imported, "claude-code");
      expect(modelLine(result.files.map((file) => ({ bytes: file.content }))), alias).toBe(alias);
      expect(result.notes, alias).toEqual([]);
    }
  });

  it("is left out of a target that takes one model ID, with a note", () => {
    const result = exportResult(only(importAgents([subagent("rt", "sonnet")])), "copilot");
    expect(modelLine(result.files.map((file) => ({ bytes: file.content })))).toBeUndefined();
    expect(result.notes.join("\n")).toContain("allows more than one model: no model was written from it");
  });
});

describe("FORMAT_READERS", () => {
  /** A file of the format that sets every field of its documented table. */
  function everyField(id: ImportFormatId, names: readonly string[]): string {
    const value = (name: string) => {
      if (name === "tools" || name === "allowed-tools") return "Read";
      // OpenCode's rules for "Read and nothing else".
      if (name === "permissions")
        return (
          '[{ action: "*", resource: "*", effect: deny }, ' +
          '{ action: Read, resource: "*", effect: allow }]'
        );
      return name === "name" ? "every-field" : "v";
    };
    if (id === "codex") return names.map((name) => `${name} = ${JSON.stringify(value(name))}`).join("\n");
    if (id === "crewai")
      return `every-field:\n${names.map((name) => `  ${name}: ${value(name)}`).join("\n")}\n`;
    return `---\n${names.map((name) => `${name}: ${value(name)}`).join("\n")}\n---\nBody.\n`;
  }

  it("each writable format's module holds the same reader the importer uses", () => {
    for (const id of Object.keys(CARRIES) as ImportFormatId[])
      expect(FORMATS[id as keyof typeof FORMATS].read, id).toBe(FORMAT_READERS[id]);
  });

  it("reads or drops with its own reason every field the format's table documents", () => {
    for (const id of Object.keys(CARRIES) as ImportFormatId[]) {
      if (id === "agents-md") continue;
      const names = FORMATS[id as keyof typeof FORMATS].fields.map((field) => field.name);
      const [agent] = FORMAT_READERS[id].read({ path: "x", text: everyField(id, names) });
      for (const name of names) {
        const dropped = agent?.dropped.find((field) => field.field === name);
        const handled =
          agent?.mapped.includes(name) || (dropped && !dropped.reason.startsWith("not a documented"));
        expect(handled, `${id}: ${name}`).toBe(true);
      }
    }
  });
});

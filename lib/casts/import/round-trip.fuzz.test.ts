// Round trips (contract §12): an imported role exported with `--to X` gives back, for the fields both
// formats carry, what was imported; and write → read → write is stable. Plus: every field a format's
// table documents is either read or dropped with its own reason, so reader and writer agree.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { parseRoleDirectory, toRole, type RoleFile, type RoleFileName } from "../directory-roles";
import { exportProfile } from "../export";
import { FORMATS } from "../export/formats";
import { openCodeModel } from "../export/formats/opencode/write";
import { Profile } from "../profile";
import { importAgents, type ImportedRole, type ImportFormatId } from ".";
import { FORMAT_READERS } from "./readers";
import { escapeRegex } from "./role-files";

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

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const sentence = fc
  .array(fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9,.:'"#&()-]{0,11}$/), { minLength: 1, maxLength: 8 })
  .map((words) => words.join(" "));
const agentArb = fc.record({
  name: fc.array(word, { minLength: 1, maxLength: 3 }).map((words) => words.join("-")),
  description: sentence,
  body: fc.array(sentence, { minLength: 1, maxLength: 5 }).map((lines) => lines.join("\n")),
  model: fc.constantFrom(
    "gpt-4.1",
    "claude-sonnet-4-5",
    "anthropic/claude-sonnet-4-5",
    "o3",
    "gemini-2.5-pro",
  ),
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
function exported(role: ImportedRole, target: ImportFormatId) {
  const files: Partial<Record<RoleFileName, RoleFile>> = {};
  for (const [name, content] of Object.entries(role.files))
    files[name as RoleFileName] = { kind: "bytes", bytes: new TextEncoder().encode(content) };
  const loaded = parseRoleDirectory({ directory: role.folder, files });
  if (!loaded.ok) throw new Error(loaded.skipped.reasons.join("; "));
  const profile = Profile.compose(toRole(loaded.role));
  return exportProfile(profile, { target, directoryConfig: loaded.role.config, policy: false }).files.map(
    (file) => ({
      path: file.path,
      bytes: file.content,
    }),
  );
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
            // OpenCode names models provider/model-id: an ID of a known family gets its provider.
            if (field === "model" && target === "opencode" && !agent.model.includes("/"))
              expect(after[field], field).toEqual(escapeRegex(openCodeModel(agent.model) ?? ""));
            else expect(after[field], field).toEqual(before[field]);
          }
          expect(exported(reread, target)).toEqual(first);
        }),
        { numRuns: 25 },
      );
    });
  }
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

import { describe, expect, it } from "vitest";
import { parse, parseDocument } from "yaml";

import { Pack, Profile, RoleConfig } from "..";
import { defineDirectoryRole, toRole } from "../directory-roles";
import { CastsError } from "../core/errors";
import { exportProfile, exportRoster } from "./export-profile";
import { lintExport } from "./lint";
import { OUTPUT_CONTRACT_HEADING } from "./output-contract";
import { ANTHROPIC_MAX_TOKENS, DEFAULT_MODELS, EXPORT_TARGETS } from "./targets";

const critic = Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "AdvCritic" });
const S = critic.buildSystemMessage();
const D = critic.role.description;
const directoryRole = toRole(
  defineDirectoryRole({
    name: "ReleaseNotesWriter",
    description: "Writes release notes: from merged changes.",
    systemPrompt: "You write release notes.",
  }),
);
const directoryProfile = Profile.compose(directoryRole);

/** Splits `---` front matter from the body and parses the front matter with a YAML parser. */
function frontMatterOf(content: string): { data: Record<string, unknown>; lines: string[]; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(content);
  if (!match) throw new Error(`no front matter in:\n${content}`);
  const doc = parseDocument(match[1]!, { uniqueKeys: true });
  expect(doc.errors).toEqual([]);
  return { data: doc.toJS() as Record<string, unknown>, lines: match[1]!.split("\n"), body: match[2]! };
}

function only(target: string, profile = critic, options: { model?: string; pack?: Pack } = {}) {
  const result = exportProfile(profile, { target, ...options });
  expect(result.files).toHaveLength(1);
  return { result, file: result.files[0]! };
}

describe("exportProfile", () => {
  it("claude-code: .claude/agents/<slug>.md with name, description and a body starting with S", () => {
    const { file, result } = only("claude-code");
    expect(file.path).toBe(".claude/agents/adv-critic.md");
    const { data, lines, body } = frontMatterOf(file.content);
    expect(data).toEqual({ name: "adv-critic", description: D });
    expect(lines.every((line) => /^[A-Za-z]+: \S/.test(line))).toBe(true);
    expect(body.startsWith(S)).toBe(true);
    expect(body.slice(S.length)).toContain(OUTPUT_CONTRACT_HEADING);
    expect(result.notes.join("\n")).toContain("appended");
  });

  it("claude-code writes model only when given or set by the pack", () => {
    expect(frontMatterOf(only("claude-code", critic, { model: "sonnet" }).file.content).data["model"]).toBe(
      "sonnet",
    );
    const pack = new Pack({
      name: "team",
      configs: { critic: new RoleConfig({ model: "opus", effort: "high" }) },
    });
    expect(frontMatterOf(only("claude-code", critic, { pack }).file.content).data["model"]).toBe("opus");
    expect(
      frontMatterOf(only("claude-code", critic, { pack, model: "haiku" }).file.content).data["model"],
    ).toBe("haiku");
  });

  it("cursor: .cursor/rules/<slug>.mdc with description and alwaysApply false", () => {
    const { file } = only("cursor");
    expect(file.path).toBe(".cursor/rules/adv-critic.mdc");
    const { data, body } = frontMatterOf(file.content);
    expect(data).toEqual({ description: D, alwaysApply: false });
    expect(body.startsWith(S)).toBe(true);
  });

  it("copilot: .github/agents/<slug>.agent.md with name and description", () => {
    const { file } = only("copilot", critic, { model: "gpt-4.1" });
    expect(file.path).toBe(".github/agents/adv-critic.agent.md");
    const { data, body } = frontMatterOf(file.content);
    expect(data).toEqual({ name: "adv-critic", description: D, model: "gpt-4.1" });
    expect(body.startsWith(S)).toBe(true);
  });

  it("appends no output contract for a role without emissions", () => {
    const { file, result } = only("claude-code", directoryProfile);
    expect(frontMatterOf(file.content).body).toBe(`${directoryProfile.buildSystemMessage()}\n`);
    expect(result.notes).toEqual([]);
  });

  it("crewai: agents.yaml mapping <slug> to role, goal D and backstory S", () => {
    const { file } = only("crewai", critic, { model: "openai/gpt-4.1" });
    expect(file.path).toBe("agents.yaml");
    expect(parse(file.content)).toEqual({
      "adv-critic": { role: "AdvCritic", goal: D, backstory: S, llm: "openai/gpt-4.1" },
    });
  });

  it("lionagi: <slug>.agent.yaml with the AgentSpec keys from_yaml reads", () => {
    const pack = new Pack({ name: "default", configs: { critic: new RoleConfig({ effort: "high" }) } });
    const { file } = only("lionagi", critic, { model: "claude-opus-4", pack });
    expect(file.path).toBe("adv-critic.agent.yaml");
    expect(parse(file.content)).toEqual({
      role: "critic",
      modes: ["adversarial", "evidential"],
      model: "claude-opus-4",
      effort: "high",
      pack: "default",
    });
  });

  it("lionagi refuses a directory role with EXPORT_UNSUPPORTED", () => {
    expect(() => exportProfile(directoryProfile, { target: "lionagi" })).toThrow(CastsError);
    expect(() => exportProfile(directoryProfile, { target: "lionagi" })).toThrow(
      /built-in roles only: 'ReleaseNotesWriter' is a directory role/,
    );
  });

  it("openai: a Chat Completions body with the developer message S and a strict json_schema", () => {
    const { file, result } = only("openai");
    expect(file.path).toBe("adv-critic.openai.json");
    const body = JSON.parse(file.content);
    expect(body.model).toBe(DEFAULT_MODELS.openai);
    expect(body.messages[0]).toEqual({ role: "developer", content: S });
    expect(body.messages[1].role).toBe("user");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema.name).toBe("critic_emissions");
    expect(body.response_format.json_schema.strict).toBe(true);
    expect(Object.keys(body.response_format.json_schema.schema.properties)).toEqual(
      critic.emissionOperable()!.keys(),
    );
    expect(body).toEqual(result.request);
    expect(result.notes.join("\n")).toContain("escalation_request.context");
  });

  it("anthropic: a Messages body with max_tokens, system S, one user turn and output_config.format", () => {
    const { file } = only("anthropic", critic, { model: "claude-opus-4-1" });
    expect(file.path).toBe("adv-critic.anthropic.json");
    const body = JSON.parse(file.content);
    expect(body).toMatchObject({ model: "claude-opus-4-1", max_tokens: ANTHROPIC_MAX_TOKENS, system: S });
    expect(body.messages).toHaveLength(1);
    expect(body.messages[0].role).toBe("user");
    expect(body.output_config.format.type).toBe("json_schema");
    expect(Object.keys(body.output_config.format.schema.properties)).toEqual(
      critic.emissionOperable()!.keys(),
    );
  });

  it("request targets send no schema for a role without emissions", () => {
    expect(JSON.parse(only("openai", directoryProfile).file.content).response_format).toBeUndefined();
    expect(JSON.parse(only("anthropic", directoryProfile).file.content).output_config).toBeUndefined();
  });

  it("rejects an unknown target with the list of targets, and a model with spaces", () => {
    expect(() => exportProfile(critic, { target: "vim" })).toThrow(
      `Unknown export target 'vim'. Targets: ${EXPORT_TARGETS.join(", ")}`,
    );
    expect(() => exportProfile(critic, { target: "openai", model: "gpt 4" })).toThrow(
      /model: expected a model id/,
    );
  });

  it("reports each target's lint findings for its files, the same list on every read", () => {
    // A digit in the name breaks Claude Code's name pattern, so there is a finding to report.
    const long = Profile.compose("critic", { name: "Critic 2" });
    let reported = 0;
    // promptfoo needs eval fixtures, which this composition has none of.
    for (const target of EXPORT_TARGETS.filter((name) => name !== "promptfoo")) {
      const result = exportProfile(long, { target });
      const expected = lintExport(target, result.files);
      expect(result.findings, target).toEqual(expected);
      expect(result.findings, target).toBe(result.findings);
      expect(JSON.parse(JSON.stringify(result)).findings, target).toEqual(expected);
      reported += expected.length;
    }
    expect(reported).toBeGreaterThan(0);
  });

  it("quotes front-matter values YAML would misread and keeps plain ones plain", () => {
    const role = toRole(defineDirectoryRole({ name: "Quoter", description: "yes" }));
    const { lines, data } = frontMatterOf(only("cursor", Profile.compose(role)).file.content);
    expect(lines[0]).toBe('description: "yes"');
    expect(data["description"]).toBe("yes");
    const plain = toRole(defineDirectoryRole({ name: "Plain", description: "Writes notes, briefly" }));
    expect(frontMatterOf(only("cursor", Profile.compose(plain)).file.content).lines[0]).toBe(
      "description: Writes notes, briefly",
    );
  });
});

describe("exportRoster", () => {
  it("writes one agents.yaml with every agent for crewai", () => {
    const roster = exportRoster([critic, Profile.compose("analyst"), directoryProfile], { target: "crewai" });
    expect(roster.files.map((entry) => entry.path)).toEqual(["agents.yaml"]);
    expect(Object.keys(parse(roster.files[0]!.content))).toEqual([
      "adv-critic",
      "analyst",
      "release-notes-writer",
    ]);
  });

  it("skips directory roles for lionagi with a note and exports the rest", () => {
    const roster = exportRoster([critic, directoryProfile], { target: "lionagi" });
    expect(roster.files.map((entry) => entry.path)).toEqual(["adv-critic.agent.yaml"]);
    expect(roster.skipped).toEqual(["ReleaseNotesWriter"]);
    expect(roster.notes.some((note) => note.startsWith("ReleaseNotesWriter: skipped"))).toBe(true);
  });

  it("skips a second profile whose slug clashes with an earlier one", () => {
    const roster = exportRoster([Profile.compose("critic"), Profile.compose("analyst", { name: "Critic" })], {
      target: "cursor",
    });
    expect(roster.files.map((entry) => entry.path)).toEqual([".cursor/rules/critic.mdc"]);
    expect(roster.skipped).toEqual(["Critic"]);
  });
});

// Each target's file read back by a real parser (YAML front matter with `yaml`, TOML with smol-toml),
// field by field; the policy on and off; a directory role's tool limits in the fields a target has.
import { parse as parseToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

import { Pack, Profile, RoleConfig, RolePolicy } from "../..";
import { defineDirectoryRole, toRole } from "../../directory-roles";
import { buildRuntimeMessage } from "../../core/runtime-message";
import { exportProfile } from "../export-profile";
import { OUTPUT_CONTRACT_HEADING } from "../output-contract";
import { FRONT_MATTER_TARGETS } from "../targets";

const policy = new RolePolicy({
  authority: ["Approve or reject the deliverable."],
  boundaries: ["Never edit the work under review."],
  escalations: ["The brief contradicts itself."],
});
const pack = new Pack({
  name: "team",
  policies: { critic: policy },
  configs: { critic: new RoleConfig({ model: "claude-opus-4-1", effort: "high" }) },
});
const critic = Profile.compose("critic", { modes: ["adversarial"] });
const S = critic.buildSystemMessage();
const RUNTIME = buildRuntimeMessage(S, policy);
const D = critic.role.description;

const auditorRole = defineDirectoryRole({
  name: "DependencyAuditor",
  description: "Audits dependencies.",
  systemPrompt: "You audit dependencies.",
  config: {
    required_tools: ["read_file", "run_command", "deploy"],
    tool_filter: ["read_.*", "run_command"],
    model: "gpt-4\\.1",
  },
});
const auditor = Profile.compose(toRole(auditorRole));
const auditorOptions = { directoryConfig: auditorRole.config };

function frontMatter(content: string): { data: Record<string, unknown>; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(content);
  if (!match) throw new Error(`no front matter in:\n${content.slice(0, 200)}`);
  const doc = parseDocument(match[1]!, { uniqueKeys: true });
  expect(doc.errors).toEqual([]);
  return { data: doc.toJS() as Record<string, unknown>, body: match[2]! };
}

function file(target: string, profile = critic, options: Record<string, unknown> = {}) {
  const result = exportProfile(profile, { target, pack, ...options });
  expect(result.files).toHaveLength(1);
  expect(result.findings.filter((finding) => finding.severity === "error")).toEqual([]);
  return { result, file: result.files[0]! };
}

describe("policy travels", () => {
  it("every instruction-carrying target starts with the runtime message by default and with S alone under policy: false", () => {
    for (const target of FRONT_MATTER_TARGETS) {
      expect(frontMatter(file(target).file.content).body.startsWith(`${RUNTIME}\n`), target).toBe(true);
      const plain = frontMatter(file(target, critic, { policy: false }).file.content).body;
      expect(plain.startsWith(`${S}\n\n${OUTPUT_CONTRACT_HEADING}`), target).toBe(true);
    }
    expect(file("agents-md").file.content.startsWith(`${RUNTIME}\n`)).toBe(true);
    expect(file("agents-md", critic, { policy: false }).file.content.startsWith(`${S}\n\n## Output`)).toBe(
      true,
    );
  });

  it("request targets carry the runtime message in their system/developer message, S alone without policy", () => {
    expect(JSON.parse(file("openai").file.content).messages[0]).toEqual({
      role: "developer",
      content: RUNTIME,
    });
    expect(JSON.parse(file("openai", critic, { policy: false }).file.content).messages[0].content).toBe(S);
    expect(JSON.parse(file("anthropic").file.content).system).toBe(RUNTIME);
    expect(JSON.parse(file("anthropic", critic, { policy: false }).file.content).system).toBe(S);
    expect(parseDocument(file("crewai").file.content).toJS().critic.backstory).toBe(RUNTIME);
  });
});

describe("new and updated targets, field by field", () => {
  it("agent-skill: .agents/skills/<slug>/SKILL.md whose name is its folder", () => {
    const { file: skill } = file("agent-skill");
    expect(skill.path).toBe(".agents/skills/critic/SKILL.md");
    expect(frontMatter(skill.content).data).toEqual({ name: "critic", description: D });
  });

  it("agents-md: AGENTS.md, plain markdown without front matter", () => {
    const { file: agents } = file("agents-md");
    expect(agents.path).toBe("AGENTS.md");
    expect(agents.content.startsWith("---")).toBe(false);
  });

  it("codex: .codex/agents/<slug>.toml with name, description, developer_instructions, model and effort", () => {
    const { file: agent } = file("codex");
    expect(agent.path).toBe(".codex/agents/critic.toml");
    const data = parseToml(agent.content);
    expect(Object.keys(data)).toEqual([
      "name",
      "description",
      "model",
      "model_reasoning_effort",
      "developer_instructions",
    ]);
    expect(data).toMatchObject({
      name: "critic",
      description: D,
      model: "claude-opus-4-1",
      model_reasoning_effort: "high",
    });
    expect(
      String(data["developer_instructions"]).startsWith(`${RUNTIME}\n\n${OUTPUT_CONTRACT_HEADING}`),
    ).toBe(true);
  });

  it("codex falls back to an escaped TOML string when the text holds '''", () => {
    const role = toRole(
      defineDirectoryRole({ name: "Quoter", description: "Quotes.", systemPrompt: "Use ''' here." }),
    );
    const data = parseToml(file("codex", Profile.compose(role)).file.content);
    expect(data["developer_instructions"]).toBe("Use ''' here.\n");
  });

  it("gemini: .gemini/agents/<slug>.md with name, description, kind local and model", () => {
    const { file: agent } = file("gemini");
    expect(agent.path).toBe(".gemini/agents/critic.md");
    expect(frontMatter(agent.content).data).toEqual({
      name: "critic",
      description: D,
      kind: "local",
      model: "claude-opus-4-1",
    });
  });

  it("opencode: .opencode/agents/<slug>.md, mode subagent, a model as provider/model-id", () => {
    const { file: agent, result } = file("opencode");
    expect(agent.path).toBe(".opencode/agents/critic.md");
    expect(frontMatter(agent.content).data).toEqual({
      description: D,
      mode: "subagent",
      model: "anthropic/claude-opus-4-1",
    });
    expect(result.notes).toContain(
      "OpenCode names models provider/model-id: 'claude-opus-4-1' was written as anthropic/claude-opus-4-1.",
    );
    const named = file("opencode", critic, { model: "anthropic/claude-opus-4-1" }).file;
    expect(frontMatter(named.content).data["model"]).toBe("anthropic/claude-opus-4-1");
  });

  it("opencode: a known family gets its provider (gpt- and o-series: openai, gemini-: google)", () => {
    const model = (given: string) =>
      frontMatter(file("opencode", critic, { model: given }).file.content).data["model"];
    expect(model("gpt-4.1")).toBe("openai/gpt-4.1");
    expect(model("o3")).toBe("openai/o3");
    expect(model("o4-mini")).toBe("openai/o4-mini");
    expect(model("gemini-2.5-pro")).toBe("google/gemini-2.5-pro");
    expect(model("openrouter/gpt-4.1")).toBe("openrouter/gpt-4.1");
  });

  it("opencode: a model of an unknown provider is not written; the note's example names no provider", () => {
    const { file: agent, result } = file("opencode", critic, { model: "llama-3.3-70b" });
    expect(frontMatter(agent.content).data["model"]).toBeUndefined();
    const note = result.notes.find((entry) => entry.includes("'llama-3.3-70b'"));
    expect(note).toBe(
      "OpenCode names models provider/model-id, and the provider of 'llama-3.3-70b' is not known here: " +
        "the model was not written; name it <provider>/llama-3.3-70b, with the provider's OpenCode ID.",
    );
    expect(result.notes.join("\n")).not.toContain("anthropic/llama");
  });

  it("cursor-agent: .cursor/agents/<slug>.md with name, description and model", () => {
    const { file: agent } = file("cursor-agent");
    expect(agent.path).toBe(".cursor/agents/critic.md");
    expect(frontMatter(agent.content).data).toEqual({
      name: "critic",
      description: D,
      model: "claude-opus-4-1",
    });
  });
});

describe("a role without instructions (a directory role with no system prompt)", () => {
  const quiet = Profile.compose(
    toRole(defineDirectoryRole({ name: "QuietRole", description: "Writes the shift handoff." })),
  );

  it("crewai, codex and agents-md, which require instructions, carry its description, with a note", () => {
    const backstory = parseDocument(file("crewai", quiet).file.content).toJS()["quiet-role"].backstory;
    expect(backstory).toBe("Writes the shift handoff.");
    const codex = parseToml(file("codex", quiet).file.content);
    expect(codex["developer_instructions"]).toBe("Writes the shift handoff.\n");
    const { file: agents, result } = file("agents-md", quiet);
    expect(agents.content).toBe("Writes the shift handoff.\n");
    expect(result.notes).toContain(
      "An AGENTS.md (Codex skips an empty one) must not be empty and the role has no instructions " +
        "(no system prompt): its description was written there.",
    );
  });

  it("a format whose body may be empty keeps it empty", () => {
    expect(frontMatter(file("claude-code", quiet).file.content).body).toBe("\n");
  });

  it("openai and anthropic send no instructions message (never an empty one), as a run does, with a note", () => {
    const openai = file("openai", quiet, { model: "gpt-4.1" });
    expect(JSON.parse(openai.file.content).messages).toEqual([
      { role: "user", content: "Replace this with the task for the agent." },
    ]);
    expect(openai.result.notes).toEqual([
      "The request has no developer message: the role has no instructions (no system prompt), " +
        "and a run of the role sends none either (never an empty one).",
    ]);
    const anthropic = file("anthropic", quiet, { model: "claude-sonnet-4-6" });
    expect(JSON.parse(anthropic.file.content)).not.toHaveProperty("system");
    expect(anthropic.result.notes[0]).toMatch(/^The request has no system prompt: the role has no/);
  });
});

describe("tool limits travel (a directory role's required_tools / tool_filter / model)", () => {
  it("into claude-code tools (comma-separated), copilot and gemini tools (lists), agent-skill allowed-tools", () => {
    const tools = ["read_file", "run_command"];
    expect(frontMatter(file("claude-code", auditor, auditorOptions).file.content).data).toMatchObject({
      tools: "read_file, run_command",
      model: "gpt-4.1",
    });
    expect(frontMatter(file("copilot", auditor, auditorOptions).file.content).data).toMatchObject({
      tools,
      model: "gpt-4.1",
    });
    expect(frontMatter(file("gemini", auditor, auditorOptions).file.content).data).toMatchObject({ tools });
    expect(frontMatter(file("agent-skill", auditor, auditorOptions).file.content).data["allowed-tools"]).toBe(
      "read_file run_command",
    );
  });

  it("into opencode permissions: every action denied, then each tool allowed on every resource", () => {
    const { file: agent, result } = file("opencode", auditor, auditorOptions);
    expect(frontMatter(agent.content).data).toMatchObject({
      model: "openai/gpt-4.1",
      permissions: [
        { action: "*", resource: "*", effect: "deny" },
        { action: "read_file", resource: "*", effect: "allow" },
        { action: "run_command", resource: "*", effect: "allow" },
      ],
    });
    expect(result.notes.join("\n")).not.toContain("has no field for a tool list");
    // One key a line: the rules are one flow sequence.
    expect(agent.content.split("\n").filter((line) => line.startsWith("permissions: ["))).toHaveLength(1);
  });

  it("the model from --model wins over the pack, which wins over the directory role", () => {
    const dirPack = new Pack({
      name: "p",
      configs: { DependencyAuditor: new RoleConfig({ model: "gpt-5" }) },
    });
    const model = (options: Record<string, unknown>) =>
      frontMatter(file("copilot", auditor, { ...auditorOptions, ...options }).file.content).data["model"];
    expect(model({})).toBe("gpt-4.1");
    expect(model({ pack: dirPack })).toBe("gpt-5");
    expect(model({ pack: dirPack, model: "o3" })).toBe("o3");
    expect(JSON.parse(file("openai", auditor, auditorOptions).file.content).model).toBe("gpt-4.1");
  });

  it("a note names the tools a target without a tool field leaves out", () => {
    for (const target of ["cursor", "agents-md", "codex", "cursor-agent", "crewai", "openai", "anthropic"]) {
      const { result } = file(target, auditor, auditorOptions);
      expect(
        result.notes.some((note) => note.includes("tools (read_file, run_command) were not carried")),
        target,
      ).toBe(true);
    }
  });
});

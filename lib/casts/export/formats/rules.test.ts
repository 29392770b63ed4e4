// Every lint rule of every format, each with a passing and a failing example: the passing example is
// a real export (optionally with a documented value added), the failing one the same export with the
// one documented constraint broken.
import { parse as parseToml, stringify as stringifyToml } from "smol-toml";
import { describe, expect, it } from "vitest";
import { parse as parseYaml, stringify as stringifyYaml } from "yaml";

import { Pack, Profile, RoleConfig } from "../..";
import { CRITIC_EVALS } from "../__fixtures__/critic-evals";
import type { ExportFile } from "../context";
import { exportProfile } from "../export-profile";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, type ExportTarget } from "../targets";
import { FORMATS } from ".";

/* eslint-disable @typescript-eslint/no-explicit-any -- the examples edit parsed documents freely */
interface Doc {
  path: string;
  data: any;
  body: string;
  /** Replaces the whole content (for "does not parse" examples). */
  raw?: string;
}
type Edit = (doc: Doc) => void;
interface Example {
  readonly pass?: Edit;
  readonly fail: Edit;
}

const kind = (target: ExportTarget) => EXPORT_TARGET_INFO[target].syntax;

function toDoc(target: ExportTarget, file: ExportFile): Doc {
  switch (kind(target)) {
    case "markdown": {
      const match = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(file.content)!;
      return { path: file.path, data: parseYaml(match[1]!), body: match[2]! };
    }
    case "toml":
      return { path: file.path, data: parseToml(file.content), body: "" };
    case "json":
      return { path: file.path, data: JSON.parse(file.content), body: "" };
    case "text":
      return { path: file.path, data: null, body: file.content };
    default:
      return { path: file.path, data: parseYaml(file.content), body: "" };
  }
}

function toFile(target: ExportTarget, doc: Doc): ExportFile {
  if (doc.raw !== undefined) return { path: doc.path, content: doc.raw };
  switch (kind(target)) {
    case "markdown":
      return { path: doc.path, content: `---\n${stringifyYaml(doc.data)}---\n\n${doc.body}` };
    case "toml":
      return { path: doc.path, content: stringifyToml(doc.data) };
    case "json":
      return { path: doc.path, content: JSON.stringify(doc.data) };
    case "text":
      return { path: doc.path, content: doc.body };
    default:
      return { path: doc.path, content: stringifyYaml(doc.data) };
  }
}

const set =
  (field: string, value: unknown): Edit =>
  (doc) =>
    void (doc.data[field] = value);
const drop =
  (field: string): Edit =>
  (doc) =>
    void delete doc.data[field];
const broken =
  (raw: string): Edit =>
  (doc) =>
    void (doc.raw = raw);
const lines =
  (count: number): Edit =>
  (doc) =>
    void (doc.body = "line\n".repeat(count));
const pathTo =
  (path: string): Edit =>
  (doc) =>
    void (doc.path = path);

const EXAMPLES: Record<string, Example> = {
  "claude-code/front-matter": { fail: broken("no front matter here") },
  "claude-code/name-required": { fail: drop("name") },
  "claude-code/name-pattern": { fail: set("name", "Critic_2") },
  "claude-code/description-required": { fail: set("description", " ") },
  "claude-code/tools-list": { pass: set("tools", "Read, Grep"), fail: set("tools", { read: true }) },
  "claude-code/disallowed-tools-list": {
    pass: set("disallowedTools", ["Bash"]),
    fail: set("disallowedTools", 3),
  },
  "claude-code/model-value": { pass: set("model", "sonnet"), fail: set("model", "gpt-4.1") },
  "claude-code/permission-mode": {
    pass: set("permissionMode", "plan"),
    fail: set("permissionMode", "readonly"),
  },
  "claude-code/memory-scope": { pass: set("memory", "project"), fail: set("memory", "global") },
  "claude-code/background-boolean": { pass: set("background", true), fail: set("background", "yes") },
  "claude-code/max-turns": { pass: set("maxTurns", 5), fail: set("maxTurns", 0) },

  "cursor/front-matter": { fail: broken("---\ndescription: [unclosed\n---\n\nbody") },
  "cursor/always-apply-boolean": { fail: set("alwaysApply", "false") },
  "cursor/globs-string": { pass: set("globs", "src/**/*.ts, lib/**"), fail: set("globs", ["src/**"]) },
  "cursor/description-for-intelligent-rule": { fail: drop("description") },
  "cursor/rule-length": { fail: lines(501) },

  "copilot/front-matter": { fail: broken("# no front matter") },
  "copilot/description-required": { fail: drop("description") },
  "copilot/target-value": { pass: set("target", "vscode"), fail: set("target", "jetbrains") },
  "copilot/tools-list": { pass: set("tools", ["read", "search"]), fail: set("tools", 7) },
  "copilot/disable-model-invocation-boolean": {
    pass: set("disable-model-invocation", true),
    fail: set("disable-model-invocation", "true"),
  },
  "copilot/infer-retired": { fail: set("infer", false) },
  "copilot/user-invocable-boolean": {
    pass: set("user-invocable", false),
    fail: set("user-invocable", "no"),
  },
  "copilot/agent-md-extension": { fail: pathTo(".github/agents/critic.md") },
  "copilot/file-name-charset": { fail: pathTo(".github/agents/critic reviewer+.agent.md") },
  "copilot/prompt-size": { fail: (doc) => void (doc.body = "x".repeat(30_001)) },

  "agent-skill/skill-md": { fail: pathTo(".agents/skills/critic/skill.md") },
  "agent-skill/front-matter": { fail: broken("---\nname: critic\nname: again\n---\n") },
  "agent-skill/name-required": { fail: drop("name") },
  "agent-skill/name-length": {
    fail: (doc) => void ((doc.data.name = "a".repeat(65)), (doc.path = `x/${"a".repeat(65)}/SKILL.md`)),
  },
  "agent-skill/name-charset": { fail: set("name", "Critic") },
  "agent-skill/name-hyphen-ends": { fail: set("name", "-critic") },
  "agent-skill/name-double-hyphen": { fail: set("name", "adv--critic") },
  "agent-skill/name-matches-folder": { fail: pathTo(".agents/skills/reviewer/SKILL.md") },
  "agent-skill/description-required": { fail: set("description", "") },
  "agent-skill/description-length": { fail: set("description", "d".repeat(1025)) },
  "agent-skill/compatibility-length": {
    pass: set("compatibility", "Needs git"),
    fail: set("compatibility", "c".repeat(501)),
  },
  "agent-skill/metadata-strings": {
    pass: set("metadata", { author: "team" }),
    fail: set("metadata", { version: 1 }),
  },
  "agent-skill/allowed-tools": {
    pass: set("allowed-tools", ["Read"]),
    fail: set("allowed-tools", { Read: true }),
  },
  "agent-skill/body-lines": { fail: lines(501) },

  "agents-md/file-name": { fail: pathTo("AGENT.md") },
  "agents-md/not-empty": { fail: (doc) => void (doc.body = "  \n") },
  "agents-md/codex-size": { fail: (doc) => void (doc.body = "x".repeat(32 * 1024 + 1)) },

  "codex/toml-parses": { fail: broken("name = ") },
  "codex/toml-extension": { fail: pathTo(".codex/agents/critic.md") },
  "codex/name-required": { fail: drop("name") },
  "codex/description-required": { fail: drop("description") },
  "codex/developer-instructions-required": { fail: set("developer_instructions", "") },
  "codex/reasoning-effort": {
    pass: set("model_reasoning_effort", "xhigh"),
    fail: set("model_reasoning_effort", "max"),
  },
  "codex/sandbox-mode": { pass: set("sandbox_mode", "read-only"), fail: set("sandbox_mode", "readonly") },
  "codex/nickname-candidates": {
    pass: set("nickname_candidates", ["Ada", "Critic 2"]),
    fail: set("nickname_candidates", ["Ada", "Ada", "Zoë"]),
  },

  "gemini/front-matter": { fail: broken("name: critic") },
  "gemini/name-required": { fail: drop("name") },
  "gemini/name-slug": { fail: set("name", "Adv Critic") },
  "gemini/description-required": { fail: drop("description") },
  "gemini/kind": { pass: set("kind", "remote"), fail: set("kind", "cloud") },
  "gemini/tools-list": { pass: set("tools", ["read_file", "mcp_*"]), fail: set("tools", "read_file") },
  "gemini/temperature": { pass: set("temperature", 0.2), fail: set("temperature", 2.5) },
  "gemini/max-turns": { pass: set("max_turns", 10), fail: set("max_turns", "ten") },
  "gemini/timeout-mins": { pass: set("timeout_mins", 5), fail: set("timeout_mins", -1) },

  "opencode/front-matter": { fail: broken("description: x") },
  "opencode/description-required": { fail: drop("description") },
  "opencode/mode": { pass: set("mode", "all"), fail: set("mode", "helper") },
  "opencode/model-format": {
    pass: set("model", "anthropic/claude-sonnet-4-5"),
    fail: set("model", "claude-sonnet-4-5"),
  },
  "opencode/hidden-boolean": { pass: set("hidden", true), fail: set("hidden", "no") },
  "opencode/permissions-rules": {
    pass: set("permissions", [{ action: "shell", resource: "git status *", effect: "ask" }]),
    fail: set("permissions", [{ action: "shell", effect: "maybe" }]),
  },
  "opencode/markdown-file": { fail: pathTo(".opencode/agents/critic.json") },

  "cursor-agent/front-matter": { fail: broken("") },
  "cursor-agent/name-charset": { pass: drop("name"), fail: set("name", "Critic_2") },
  "cursor-agent/model-string": { pass: set("model", "inherit"), fail: set("model", ["gpt-5"]) },
  "cursor-agent/readonly-boolean": { pass: set("readonly", true), fail: set("readonly", "true") },
  "cursor-agent/is-background-boolean": { pass: set("is_background", false), fail: set("is_background", 1) },

  "crewai/yaml-mapping": { fail: broken("- a list\n- not a mapping\n") },
  "crewai/role-required": { fail: (doc) => void delete doc.data.critic.role },
  "crewai/goal-required": { fail: (doc) => void (doc.data.critic.goal = "") },
  "crewai/backstory-required": { fail: (doc) => void delete doc.data.critic.backstory },

  "lionagi/role-required": { fail: drop("role") },
  "lionagi/modes-list": { fail: set("modes", "adversarial") },

  "openai/json-body": { fail: broken("[1, 2]") },
  "openai/model-required": { fail: drop("model") },
  "openai/model-provider": { pass: set("model", "gpt-4.1"), fail: set("model", "claude-sonnet-4-6") },
  "openai/messages-required": { fail: set("messages", []) },
  "openai/schema-name": {
    fail: (doc) => void (doc.data.response_format.json_schema.name = "critic emissions"),
  },
  "openai/strict-closed-objects": {
    fail: (doc) => void delete doc.data.response_format.json_schema.schema.additionalProperties,
  },
  "openai/strict-all-required": {
    fail: (doc) => void doc.data.response_format.json_schema.schema.required.pop(),
  },

  "anthropic/json-body": { fail: broken("{") },
  "anthropic/model-required": { fail: set("model", "") },
  "anthropic/model-provider": { pass: set("model", "claude-sonnet-4-6"), fail: set("model", "gpt-4.1") },
  "anthropic/max-tokens": { fail: set("max_tokens", 0) },
  "anthropic/first-turn-user": { fail: set("messages", [{ role: "assistant", content: "Hi" }]) },
  "anthropic/format-json-schema": { fail: (doc) => void (doc.data.output_config.format = { type: "text" }) },

  "promptfoo/yaml-mapping": { fail: broken("just text") },
  "promptfoo/prompts-required": { fail: drop("prompts") },
  "promptfoo/providers-required": { fail: set("providers", []) },
  "promptfoo/tests-required": { fail: drop("tests") },
  "promptfoo/assertion-types": { fail: (doc) => void (doc.data.tests[0].assert[0].type = "is-jsonish") },
};

const pack = new Pack({ name: "team", configs: { critic: new RoleConfig({ model: "claude-opus-4-1" }) } });
const critic = Profile.compose("critic", { modes: ["adversarial"] });

function baseline(target: ExportTarget): ExportFile {
  const model = target === "opencode" ? "anthropic/claude-opus-4-1" : null;
  return exportProfile(critic, { target, pack, model, evals: CRITIC_EVALS }).files[0]!;
}

function messages(target: ExportTarget, ruleId: string, file: ExportFile): readonly string[] {
  const entry = FORMATS[target].rules.find((candidate) => candidate.id === ruleId)!;
  return entry.applies && !entry.applies(file) ? [] : entry.check(file);
}

describe("lint rules", () => {
  it("every rule of every format has an example, and every example a rule", () => {
    const ids = EXPORT_TARGETS.flatMap((target) => FORMATS[target].rules.map((entry) => entry.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(Object.keys(EXAMPLES).sort());
    expect(ids.length).toBeGreaterThanOrEqual(25);
  });

  it("every rule cites an https source and states its constraint", () => {
    for (const target of EXPORT_TARGETS)
      for (const entry of FORMATS[target].rules) {
        expect(entry.source, entry.id).toMatch(/^https:\/\//);
        expect(entry.summary.length, entry.id).toBeGreaterThan(10);
      }
  });

  for (const target of EXPORT_TARGETS) {
    describe(target, () => {
      for (const entry of FORMATS[target].rules) {
        it(`${entry.id}: passes the example and fails the broken one`, () => {
          const example = EXAMPLES[entry.id]!;
          const valid = toDoc(target, baseline(target));
          example.pass?.(valid);
          expect(messages(target, entry.id, toFile(target, valid))).toEqual([]);
          const invalid = toDoc(target, baseline(target));
          example.fail(invalid);
          const failing = messages(target, entry.id, toFile(target, invalid));
          expect(failing.length).toBeGreaterThan(0);
          expect(failing.every((message) => message.length > 0)).toBe(true);
        });
      }
    });
  }
});

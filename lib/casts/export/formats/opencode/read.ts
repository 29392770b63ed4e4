// Reads an OpenCode agent (`.opencode/agents/<name>.md`, or the older `.opencode/agent/`), from
// https://opencode.ai/docs/agents: description, mode, model (`provider/model-id`) and `permissions` in
// the front matter, the body as its prompt. A model whose provider its ID's family shows
// (`openai/gpt-4.1`, https://opencode.ai/docs/models) is read as the ID alone (./model.ts), the form
// other targets take; the provider is noted. The agent's ID is its path below the agents folder
// (`team/reviewer.md` → `team/reviewer`, slugged to `team-reviewer`). `permissions` is read as
// https://opencode.ai/docs/permissions describes it (ordered rules, the last match wins); the rules the
// writer beside it (./write.ts) gives a tool list become that list again.
// The agents page marks the V1 front matter fields deprecated, and V2 still translates them
// (https://opencode.ai/docs/migrate-v1, "Agent files"). The V1 `tools` (tool name → true or false) and
// `permission` (one effect, or per action an effect or a map of patterns to effects), from
// https://opencode.ai/v1/docs/agents and https://opencode.ai/v1/docs/permissions, are read as rules
// too: `tools` first, then `permission` (the newer V1 field decides where both name an action), true
// as allow and false as deny, each V1 action by its V2 name (`bash` → `shell`, `task` → `subagent`:
// the V2 permissions page; `write` and `patch` → `edit`, which covers them in V1). A file that also has
// V2 `permissions` is read by it alone: the V1 fields are dropped, with that reason, as nothing
// documents how the two combine. Other V1 fields (temperature, …) are dropped with reasons.
import {
  fileStem,
  ImportError,
  inFolder,
  isRecord,
  isSet,
  NO_FIELD,
  readMarkdownAgent,
  readModelText,
  type Data,
  type FieldReading,
  type ToolFieldsReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";
import { modelFromOpenCode } from "./model";
import { ANY, deniesEverything, type PermissionRule } from "./permissions";

function permissionRule(value: unknown, index: number): PermissionRule {
  const { action, resource, effect } = isRecord(value) ? value : {};
  if (typeof action !== "string" || typeof resource !== "string" || typeof effect !== "string")
    throw new ImportError(
      "FORMAT_INVALID",
      `permissions[${index}]: expected a rule with text action, resource and effect`,
      { path: `permissions[${index}]` },
    );
  return { action, resource, effect };
}

/**
 * Rules as a tool list, when they say "these actions and nothing else": a rule denying every action on
 * every resource, then only rules allowing one action on every resource (what ./write.ts writes). Rules
 * before the last such deny never decide anything. Any other list (an `ask`, a resource pattern, no deny
 * of everything) limits the agent in a way a list of tool names cannot say: dropped.
 */
function toolsFromRules(rules: readonly PermissionRule[]): FieldReading<string[]> {
  const denyAll = rules.findLastIndex(deniesEverything);
  const unsaid = "a directory role's tool list cannot say that";
  if (denyAll === -1)
    return {
      value: null,
      dropped: `without a rule denying every action, OpenCode asks for or allows unnamed actions: ${unsaid}`,
    };
  const after = rules.slice(denyAll + 1);
  const other = after.find((rule) => rule.effect !== "allow" || rule.resource !== ANY);
  if (other !== undefined)
    return {
      value: null,
      dropped: `the rule ${JSON.stringify(other)} limits an action by resource or effect: ${unsaid}`,
    };
  return { value: [...new Set(after.map((rule) => rule.action))] };
}

/** V2 `permissions` as a tool list (toolsFromRules). */
function readPermissions(value: unknown): FieldReading<string[]> {
  if (!Array.isArray(value))
    throw new ImportError("FORMAT_INVALID", "permissions: expected a list of rules", {
      path: "permissions",
    });
  return toolsFromRules(value.map(permissionRule));
}

/** V1 action names that V2 names otherwise. */
const V2_ACTIONS: ReadonlyMap<string, string> = new Map([
  ["bash", "shell"],
  ["task", "subagent"],
  ["write", "edit"],
  ["patch", "edit"],
]);

const EFFECTS: readonly string[] = ["allow", "ask", "deny"];

function effectOf(value: unknown, path: string): string {
  if (typeof value === "string" && EFFECTS.includes(value)) return value;
  throw new ImportError("FORMAT_INVALID", `${path}: expected allow, ask or deny`, { path });
}

/** One V1 rule, its action named as V2 names it. */
function v1Rule(action: string, resource: string, effect: string): PermissionRule {
  return { action: V2_ACTIONS.get(action) ?? action, resource, effect };
}

/** V1 `tools`: each tool (a name or a wildcard) on (allow) or off (deny). */
function v1ToolRules(value: unknown): PermissionRule[] {
  if (!isRecord(value))
    throw new ImportError("FORMAT_INVALID", "tools: expected a map of tool names to true or false", {
      path: "tools",
    });
  return Object.entries(value).map(([tool, on]) => {
    if (typeof on !== "boolean")
      throw new ImportError("FORMAT_INVALID", `tools.${tool}: expected true or false`, {
        path: `tools.${tool}`,
      });
    return v1Rule(tool, ANY, on ? "allow" : "deny");
  });
}

/** V1 `permission`: one effect for every action, or per action an effect or patterns → effects. */
function v1PermissionRules(value: unknown): PermissionRule[] {
  if (typeof value === "string") return [v1Rule(ANY, ANY, effectOf(value, "permission"))];
  if (!isRecord(value))
    throw new ImportError("FORMAT_INVALID", "permission: expected allow, ask, deny or a map of actions", {
      path: "permission",
    });
  return Object.entries(value).flatMap(([action, setting]) => {
    const path = `permission.${action}`;
    if (!isRecord(setting)) return [v1Rule(action, ANY, effectOf(setting, path))];
    return Object.entries(setting).map(([resource, each]) =>
      v1Rule(action, resource, effectOf(each, `${path}.${resource}`)),
    );
  });
}

const V1_FIELDS = ["tools", "permission"] as const;

/** The agent's tool limits: V2 `permissions` when set, else the V1 fields read as V2 rules. */
function readToolLimits(fields: Data): ToolFieldsReading | null {
  const v1 = V1_FIELDS.filter((field) => isSet(fields, field));
  if (isSet(fields, "permissions")) {
    const reason = "OpenCode's deprecated V1 field: the file's V2 permissions are read instead";
    return {
      fields: ["permissions"],
      reading: readPermissions(fields["permissions"]),
      others: v1.map((field) => ({ field, reason })),
    };
  }
  if (v1.length === 0) return null;
  const rules = [
    ...(isSet(fields, "tools") ? v1ToolRules(fields["tools"]) : []),
    ...(isSet(fields, "permission") ? v1PermissionRules(fields["permission"]) : []),
  ];
  const named = [fields["tools"], fields["permission"]].flatMap((value) =>
    isRecord(value) ? Object.keys(value) : [],
  );
  const renamed = [...new Set(named.filter((name) => V2_ACTIONS.has(name)))];
  const as = renamed.map((name) => `${name} as ${V2_ACTIONS.get(name)}`).join(", ");
  return {
    fields: v1,
    reading: toolsFromRules(rules),
    notes: renamed.length === 0 ? [] : [`OpenCode's V1 actions are read by their V2 names: ${as}`],
  };
}

/**
 * `model` as the ID other targets take: `openai/gpt-4.1` is read as gpt-4.1 (noted), where the writer
 * beside it puts that same provider back (./model.ts); any other provider's model is kept whole.
 */
function readModel(value: unknown): FieldReading<string> {
  const reading = readModelText(value);
  const split = reading.value === null ? null : modelFromOpenCode(reading.value);
  if (split === null) return reading;
  const back = `the provider ${split.provider} is the one an export to OpenCode puts back`;
  return {
    value: split.id,
    note: `OpenCode's model '${reading.value}' is read as the model ID ${split.id}: ${back}`,
  };
}

export const opencodeReader: FormatReader = {
  id: "opencode",
  label: "OpenCode agent",
  docs: [
    "https://opencode.ai/docs/agents",
    "https://opencode.ai/docs/permissions",
    "https://opencode.ai/v1/docs/agents",
    "https://opencode.ai/v1/docs/permissions",
  ],
  matchesPath: (path) =>
    inFolder(path, ".opencode/agents", [".md"]) || inFolder(path, ".opencode/agent", [".md"]),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "OpenCode agent",
      nameField: null,
      toolsField: { names: ["permissions", ...V1_FIELDS], read: readToolLimits },
      modelField: "model",
      readModel,
      dropped: {
        mode: "primary, subagent or all: a directory role is used wherever it is composed",
        temperature: `OpenCode's sampling temperature: ${NO_FIELD}`,
        top_p: `OpenCode's sampling setting: ${NO_FIELD}`,
        steps: `OpenCode's step cap: ${NO_FIELD}`,
        maxSteps: `OpenCode's step cap: ${NO_FIELD}`,
        disable: `OpenCode's switch: ${NO_FIELD}`,
        hidden: `OpenCode's picker switch: ${NO_FIELD}`,
        color: `the colour OpenCode shows: ${NO_FIELD}`,
        prompt: "a prompt file reference: only the body is read as the instructions",
      },
    });
    const below = /\.opencode\/agents?\/(.+)\.md$/i.exec(source.path)?.[1];
    return [{ ...agent, name: below ?? fileStem(source.path, [".md"]) }];
  },
};

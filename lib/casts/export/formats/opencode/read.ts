// Reads an OpenCode agent (`.opencode/agents/<name>.md`, or the older `.opencode/agent/`), from
// https://opencode.ai/docs/agents: description, mode, model (`provider/model-id`) and `permissions` in
// the front matter, the body as its prompt. The agent's ID is its path below the agents folder
// (`team/reviewer.md` → `team/reviewer`, slugged to `team-reviewer`). `permissions` is read as
// https://opencode.ai/docs/permissions describes it (ordered rules, the last match wins); the rules the
// writer beside it (./write.ts) gives a tool list become that list again. Fields the agents page lists
// as V1 (deprecated: tools, permission, temperature, …) are dropped with their reasons.
import {
  fileStem,
  ImportError,
  inFolder,
  isRecord,
  NO_FIELD,
  readMarkdownAgent,
  type FieldReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";
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
 * `permissions` as a tool list, when the rules say "these actions and nothing else": a rule denying every
 * action on every resource, then only rules allowing one action on every resource (what ./write.ts
 * writes). Rules before the last such deny never decide anything. Any other list (an `ask`, a resource
 * pattern, no deny of everything) limits the agent in a way a list of tool names cannot say: dropped.
 */
export function readPermissions(value: unknown): FieldReading<string[]> {
  if (!Array.isArray(value))
    throw new ImportError("FORMAT_INVALID", "permissions: expected a list of rules", {
      path: "permissions",
    });
  const rules = value.map(permissionRule);
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

export const opencodeReader: FormatReader = {
  id: "opencode",
  label: "OpenCode agent",
  docs: ["https://opencode.ai/docs/agents", "https://opencode.ai/docs/permissions"],
  matchesPath: (path) =>
    inFolder(path, ".opencode/agents", [".md"]) || inFolder(path, ".opencode/agent", [".md"]),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "OpenCode agent",
      nameField: null,
      toolsField: { name: "permissions", read: readPermissions },
      modelField: "model",
      dropped: {
        mode: "primary, subagent or all: a directory role is used wherever it is composed",
        tools: "OpenCode's V1 on/off switches of its own actions (write, bash, …): not a role's tool names",
        permission: `OpenCode's (V1) permissions name its own actions: ${NO_FIELD}`,
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

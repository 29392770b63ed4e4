// The documented constraints of Claude Code subagent files, from https://code.claude.com/docs/en/sub-agents
// ("Supported frontmatter fields").
import { modelProvider } from "../../model-family";
import type { LintRule } from "../format";
import {
  booleanField,
  frontMatterData as fm,
  namedAgentRules,
  numberRange,
  oneOf,
  rule,
  stringList,
} from "../lint-kit";
import { CLAUDE_CODE_MODEL_ALIASES } from "./model";

const SOURCE = "https://code.claude.com/docs/en/sub-agents#supported-frontmatter-fields";
const MODEL_ALIASES = [...CLAUDE_CODE_MODEL_ALIASES, "inherit"];

export const rules: readonly LintRule[] = [
  ...namedAgentRules("claude-code", SOURCE, {
    rule: "name-pattern",
    regex: /^[a-z][a-z-]*$/,
    words: "lowercase letters and hyphens",
  }),
  stringList({ id: "claude-code/tools-list", source: SOURCE }, fm, "tools", true),
  stringList({ id: "claude-code/disallowed-tools-list", source: SOURCE }, fm, "disallowedTools", true),
  rule(
    {
      id: "claude-code/model-value",
      source: SOURCE,
      severity: "warning",
      summary: "`model` is sonnet, opus, haiku, inherit or a full Claude model ID.",
    },
    (file) => {
      const model = fm(file)?.["model"];
      if (model === undefined) return [];
      if (
        typeof model === "string" &&
        (MODEL_ALIASES.includes(model) || modelProvider(model) === "anthropic")
      )
        return [];
      return [
        `\`model\` ${JSON.stringify(model)} is not an alias (${MODEL_ALIASES.join(", ")}) or a Claude model ID`,
      ];
    },
  ),
  oneOf({ id: "claude-code/permission-mode", source: SOURCE }, fm, "permissionMode", [
    "default",
    "acceptEdits",
    "auto",
    "dontAsk",
    "bypassPermissions",
    "plan",
  ]),
  oneOf({ id: "claude-code/memory-scope", source: SOURCE }, fm, "memory", ["user", "project", "local"]),
  booleanField({ id: "claude-code/background-boolean", source: SOURCE }, fm, "background"),
  numberRange({ id: "claude-code/max-turns", source: SOURCE }, fm, "maxTurns", 1, null),
];

// The documented constraints of Gemini CLI subagent files, from https://geminicli.com/docs/core/subagents
// ("File format", "Configuration schema").
import type { LintRule } from "../format";
import { frontMatterData as fm, namedAgentRules, numberRange, oneOf, stringList } from "../lint-kit";

const SOURCE = "https://geminicli.com/docs/core/subagents";

export const rules: readonly LintRule[] = [
  ...namedAgentRules("gemini", SOURCE, {
    rule: "name-slug",
    regex: /^[a-z0-9_-]+$/,
    words: "a slug of lowercase letters, digits, hyphens and underscores",
  }),
  oneOf({ id: "gemini/kind", source: SOURCE }, fm, "kind", ["local", "remote"]),
  stringList({ id: "gemini/tools-list", source: SOURCE }, fm, "tools", false),
  numberRange({ id: "gemini/temperature", source: SOURCE }, fm, "temperature", 0, 2),
  numberRange({ id: "gemini/max-turns", source: SOURCE }, fm, "max_turns", 1, null),
  numberRange({ id: "gemini/timeout-mins", source: SOURCE }, fm, "timeout_mins", 0, null),
];

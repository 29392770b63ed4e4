// The documented constraints of OpenCode markdown agents, from https://opencode.ai/docs/agents
// (locations .opencode/agents/<name>.md, required description, mode, model as provider/model-id, hidden).
import type { LintRule } from "../format";
import {
  booleanField,
  frontMatterData as fm,
  frontMatterParses,
  oneOf,
  pattern,
  requiredString,
  rule,
} from "../lint-kit";
import { OPENCODE_MODEL } from "./write";

const SOURCE = "https://opencode.ai/docs/agents";

export const rules: readonly LintRule[] = [
  frontMatterParses({ id: "opencode/front-matter", source: SOURCE }),
  requiredString({ id: "opencode/description-required", source: SOURCE }, fm, "description"),
  oneOf({ id: "opencode/mode", source: SOURCE }, fm, "mode", ["primary", "subagent", "all"]),
  pattern(
    { id: "opencode/model-format", source: SOURCE },
    fm,
    "model",
    OPENCODE_MODEL,
    "in the form provider/model-id",
  ),
  booleanField({ id: "opencode/hidden-boolean", source: SOURCE }, fm, "hidden"),
  rule(
    {
      id: "opencode/markdown-file",
      source: SOURCE,
      summary: "A markdown agent is a .md file; its name (minus .md) is the agent's ID.",
    },
    (file) => (file.path.endsWith(".md") ? [] : [`${file.path} does not end in .md`]),
  ),
];

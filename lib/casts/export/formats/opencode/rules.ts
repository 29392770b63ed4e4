// The documented constraints of OpenCode markdown agents, from https://opencode.ai/docs/agents
// (locations .opencode/agents/<name>.md, required description, mode, model as provider/model-id, hidden)
// and https://opencode.ai/docs/permissions (each rule of `permissions`: action, resource and effect).
import type { LintRule } from "../format";
import {
  booleanField,
  frontMatterData as fm,
  frontMatterParses,
  isRecord,
  oneOf,
  pattern,
  requiredString,
  rule,
} from "../lint-kit";
import { OPENCODE_MODEL } from "./model";

const SOURCE = "https://opencode.ai/docs/agents";
const PERMISSIONS = "https://opencode.ai/docs/permissions";
const EFFECTS = ["allow", "deny", "ask"];

/** What is wrong with one entry of `permissions`: each rule holds text action, resource and effect. */
function ruleProblems(entry: unknown, index: number): string[] {
  if (!isRecord(entry)) return [`\`permissions[${index}]\` is not a rule (a mapping)`];
  const problems = ["action", "resource", "effect"]
    .filter((field) => typeof entry[field] !== "string")
    .map((field) => `\`permissions[${index}].${field}\` is missing or not text`);
  const effect = entry["effect"];
  if (typeof effect === "string" && !EFFECTS.includes(effect))
    problems.push(`\`permissions[${index}].effect\` is '${effect}'; allowed: ${EFFECTS.join(", ")}`);
  return problems;
}

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
      id: "opencode/permissions-rules",
      source: PERMISSIONS,
      summary: "`permissions` is a list of rules, each with text `action`, `resource` and `effect`.",
    },
    (file) => {
      const value = fm(file)?.["permissions"];
      if (value === undefined) return [];
      if (!Array.isArray(value)) return ["`permissions` is not a list of rules"];
      return value.flatMap(ruleProblems);
    },
  ),
  rule(
    {
      id: "opencode/markdown-file",
      source: SOURCE,
      summary: "A markdown agent is a .md file; its name (minus .md) is the agent's ID.",
    },
    (file) => (file.path.endsWith(".md") ? [] : [`${file.path} does not end in .md`]),
  ),
];

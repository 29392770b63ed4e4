// The documented constraints of Cursor project rules, from https://cursor.com/docs/context/rules
// (rule anatomy: description, globs, alwaysApply; best practices: under 500 lines).
import type { LintRule } from "../format";
import { bodyOf, booleanField, frontMatterData as fm, frontMatterParses, maxLines, rule } from "../lint-kit";

const SOURCE = "https://cursor.com/docs/context/rules";

export const rules: readonly LintRule[] = [
  frontMatterParses({ id: "cursor/front-matter", source: SOURCE }),
  booleanField({ id: "cursor/always-apply-boolean", source: SOURCE }, fm, "alwaysApply"),
  rule(
    {
      id: "cursor/globs-string",
      source: SOURCE,
      summary: "`globs` is one comma-separated string of patterns.",
    },
    (file) => {
      const globs = fm(file)?.["globs"];
      return globs === undefined || typeof globs === "string"
        ? []
        : [`\`globs\` is ${JSON.stringify(globs)}, not a string`];
    },
  ),
  rule(
    {
      id: "cursor/description-for-intelligent-rule",
      source: SOURCE,
      summary:
        "A rule neither always applied nor tied to globs needs a description for the agent to pick it.",
    },
    (file) => {
      const data = fm(file);
      if (data === null || data["alwaysApply"] === true || data["globs"] !== undefined) return [];
      const description = data["description"];
      return typeof description === "string" && description.trim() !== ""
        ? []
        : [
            "no `description`, `globs` or `alwaysApply: true`: the agent has no way to decide when to apply the rule",
          ];
    },
  ),
  maxLines(
    {
      id: "cursor/rule-length",
      source: SOURCE,
      severity: "warning",
      summary: "Keep a rule under 500 lines.",
    },
    bodyOf,
    500,
    "The rule",
  ),
];

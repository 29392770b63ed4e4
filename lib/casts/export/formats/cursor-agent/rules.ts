// The documented constraints of Cursor subagent files, from https://cursor.com/docs/subagents
// ("Configuration fields": every field optional; name in lowercase letters and hyphens; model is
// `inherit` or a model ID; readonly and is_background are booleans).
import type { LintRule } from "../format";
import { booleanField, frontMatterData as fm, frontMatterParses, pattern, rule } from "../lint-kit";

const SOURCE = "https://cursor.com/docs/subagents";

export const rules: readonly LintRule[] = [
  frontMatterParses({ id: "cursor-agent/front-matter", source: SOURCE }),
  pattern(
    { id: "cursor-agent/name-charset", source: SOURCE, severity: "warning" },
    fm,
    "name",
    /^[a-z]+(?:-[a-z]+)*$/,
    "lowercase letters and hyphens",
  ),
  rule(
    {
      id: "cursor-agent/model-string",
      source: SOURCE,
      summary: "`model` is text: `inherit` or a model ID.",
    },
    (file) => {
      const model = fm(file)?.["model"];
      return model === undefined || (typeof model === "string" && model.trim() !== "")
        ? []
        : [`\`model\` is ${JSON.stringify(model)}, not \`inherit\` or a model ID`];
    },
  ),
  booleanField({ id: "cursor-agent/readonly-boolean", source: SOURCE }, fm, "readonly"),
  booleanField({ id: "cursor-agent/is-background-boolean", source: SOURCE }, fm, "is_background"),
];

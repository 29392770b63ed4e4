// The documented constraints of Cursor subagent files, from https://cursor.com/docs/agent/subagents
// (.cursor/agents/<name>.md; name, description, model, readonly, is_background).
import type { LintRule } from "../format";
import { booleanField, frontMatterData as fm, frontMatterParses, requiredString } from "../lint-kit";

const SOURCE = "https://cursor.com/docs/agent/subagents";

export const rules: readonly LintRule[] = [
  frontMatterParses({ id: "cursor-agent/front-matter", source: SOURCE }),
  requiredString({ id: "cursor-agent/name-required", source: SOURCE }, fm, "name"),
  requiredString({ id: "cursor-agent/description-required", source: SOURCE }, fm, "description"),
  booleanField({ id: "cursor-agent/readonly-boolean", source: SOURCE }, fm, "readonly"),
  booleanField({ id: "cursor-agent/is-background-boolean", source: SOURCE }, fm, "is_background"),
];

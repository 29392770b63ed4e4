// The documented constraints of GitHub Copilot custom agent profiles, from
// https://docs.github.com/en/copilot/reference/custom-agents-configuration ("YAML frontmatter properties")
// and https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/create-custom-agents
// (the `.agent.md` file and its 30,000-character prompt).
import type { LintRule } from "../format";
import {
  bodyOf,
  booleanField,
  frontMatterData as fm,
  frontMatterParses,
  maxChars,
  oneOf,
  requiredString,
  rule,
  stringList,
} from "../lint-kit";

const REFERENCE = "https://docs.github.com/en/copilot/reference/custom-agents-configuration";
const CREATING =
  "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/create-custom-agents";

/** The prompt (the markdown body) of an agent profile may hold at most this many characters. */
export const COPILOT_PROMPT_MAX_CHARS = 30_000;

export const rules: readonly LintRule[] = [
  frontMatterParses({ id: "copilot/front-matter", source: REFERENCE }),
  requiredString({ id: "copilot/description-required", source: REFERENCE }, fm, "description"),
  oneOf({ id: "copilot/target-value", source: REFERENCE }, fm, "target", ["vscode", "github-copilot"]),
  stringList({ id: "copilot/tools-list", source: REFERENCE }, fm, "tools", true),
  booleanField(
    { id: "copilot/disable-model-invocation-boolean", source: REFERENCE },
    fm,
    "disable-model-invocation",
  ),
  rule(
    {
      id: "copilot/infer-retired",
      source: REFERENCE,
      severity: "warning",
      summary: "`infer` is closing down: use `disable-model-invocation`.",
    },
    (file) =>
      fm(file)?.["infer"] === undefined
        ? []
        : ["`infer` is closing down; use `disable-model-invocation` instead"],
  ),
  rule(
    {
      id: "copilot/agent-md-extension",
      source: CREATING,
      summary: "An agent profile is a `.agent.md` file.",
    },
    (file) => (file.path.endsWith(".agent.md") ? [] : [`${file.path} does not end in .agent.md`]),
  ),
  maxChars(
    {
      id: "copilot/prompt-size",
      source: CREATING,
      summary: `The prompt (the markdown body) is at most ${COPILOT_PROMPT_MAX_CHARS.toLocaleString("en-US")} characters.`,
    },
    bodyOf,
    COPILOT_PROMPT_MAX_CHARS,
    "The prompt",
  ),
];

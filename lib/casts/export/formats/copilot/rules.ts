// The documented constraints of GitHub Copilot custom agent profiles, from
// https://docs.github.com/en/copilot/reference/custom-agents-configuration ("YAML frontmatter
// properties", and "The prompt can be a maximum of 30,000 characters") and
// https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/create-custom-agents
// (the `.agent.md` file, whose name may only hold `.`, `-`, `_`, `a-z`, `A-Z`, `0-9`).
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
import { groupDigits } from "../../../core/digits";

const REFERENCE = "https://docs.github.com/en/copilot/reference/custom-agents-configuration";
const CREATING =
  "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/create-custom-agents";

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
  booleanField({ id: "copilot/user-invocable-boolean", source: REFERENCE }, fm, "user-invocable"),
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
  rule(
    {
      id: "copilot/file-name-charset",
      source: CREATING,
      summary: "The file name before `.agent.md` holds only `.`, `-`, `_`, `a-z`, `A-Z` and `0-9`.",
    },
    (file) => {
      const name = (file.path.split("/").pop() ?? "").replace(/\.agent\.md$/, "");
      return /^[.\-_a-zA-Z0-9]+$/.test(name)
        ? []
        : [`the file name '${name}' holds characters other than . - _ a-z A-Z 0-9`];
    },
  ),
  maxChars(
    {
      id: "copilot/prompt-size",
      source: REFERENCE,
      summary: `The prompt (the markdown body) is at most ${groupDigits(COPILOT_PROMPT_MAX_CHARS)} characters.`,
    },
    bodyOf,
    COPILOT_PROMPT_MAX_CHARS,
    "The prompt",
  ),
];

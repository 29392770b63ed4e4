// The constraints of the Agent Skills format, from https://agentskills.io/specification
// ("Frontmatter", "name field", "description field", "compatibility field", "Progressive disclosure").
import type { ExportFile } from "../../context";
import type { LintRule } from "../format";
import {
  bodyOf,
  frontMatterData as fm,
  frontMatterParses,
  maxLength,
  maxLines,
  pattern,
  requiredString,
  rule,
  stringList,
} from "../lint-kit";

const SOURCE = "https://agentskills.io/specification";
const isSkill = (file: ExportFile) => file.path.split("/").pop() === "SKILL.md";

export const rules: readonly LintRule[] = [
  rule(
    {
      id: "agent-skill/skill-md",
      source: SOURCE,
      summary: "A skill is a folder holding a file named SKILL.md.",
    },
    (file) => (isSkill(file) ? [] : [`${file.path} is not named SKILL.md`]),
  ),
  frontMatterParses({ id: "agent-skill/front-matter", source: SOURCE, applies: isSkill }),
  requiredString({ id: "agent-skill/name-required", source: SOURCE, applies: isSkill }, fm, "name"),
  maxLength({ id: "agent-skill/name-length", source: SOURCE, applies: isSkill }, fm, "name", 64),
  pattern(
    { id: "agent-skill/name-charset", source: SOURCE, applies: isSkill },
    fm,
    "name",
    /^[a-z0-9-]*$/,
    "made of lowercase letters, digits and hyphens",
  ),
  pattern(
    { id: "agent-skill/name-hyphen-ends", source: SOURCE, applies: isSkill },
    fm,
    "name",
    /^(?!-).*(?<!-)$/,
    "free of a leading or trailing hyphen",
  ),
  pattern(
    { id: "agent-skill/name-double-hyphen", source: SOURCE, applies: isSkill },
    fm,
    "name",
    /^(?!.*--)/,
    "free of consecutive hyphens",
  ),
  rule(
    {
      id: "agent-skill/name-matches-folder",
      source: SOURCE,
      applies: isSkill,
      summary: "`name` matches the name of the folder holding SKILL.md.",
    },
    (file) => {
      const name = fm(file)?.["name"];
      const folder = file.path.split("/").slice(-2, -1)[0] ?? "";
      return typeof name !== "string" || name === folder
        ? []
        : [`\`name\` '${name}' differs from its folder '${folder || "(none)"}'`];
    },
  ),
  requiredString(
    { id: "agent-skill/description-required", source: SOURCE, applies: isSkill },
    fm,
    "description",
  ),
  maxLength(
    { id: "agent-skill/description-length", source: SOURCE, applies: isSkill },
    fm,
    "description",
    1024,
  ),
  maxLength(
    { id: "agent-skill/compatibility-length", source: SOURCE, applies: isSkill },
    fm,
    "compatibility",
    500,
  ),
  rule(
    {
      id: "agent-skill/metadata-strings",
      source: SOURCE,
      applies: isSkill,
      summary: "`metadata` maps string keys to string values.",
    },
    (file) => {
      const metadata = fm(file)?.["metadata"];
      if (metadata === undefined) return [];
      const ok =
        metadata !== null &&
        typeof metadata === "object" &&
        !Array.isArray(metadata) &&
        Object.values(metadata).every((value) => typeof value === "string");
      return ok ? [] : ["`metadata` is not a mapping of strings to strings"];
    },
  ),
  stringList(
    { id: "agent-skill/allowed-tools", source: SOURCE, applies: isSkill },
    fm,
    "allowed-tools",
    true,
  ),
  maxLines(
    {
      id: "agent-skill/body-lines",
      source: SOURCE,
      severity: "warning",
      applies: isSkill,
      summary: "Keep SKILL.md under 500 lines; move reference material to other files.",
    },
    bodyOf,
    500,
    "The SKILL.md body",
  ),
];

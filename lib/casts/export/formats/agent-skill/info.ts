import type { ExportTargetInfo } from "../../targets";

/** A skill's name, which is also its folder: the slug, cut to the spec's 64 characters at a hyphen. */
export function skillName(slug: string): string {
  if (slug.length <= 64) return slug;
  const cut = slug.slice(0, 64);
  const atHyphen = cut.lastIndexOf("-");
  return atHyphen > 0 ? cut.slice(0, atHyphen) : cut;
}

export const info: ExportTargetInfo = {
  id: "agent-skill",
  label: "Agent Skill (SKILL.md)",
  kind: "file",
  syntax: "markdown",
  usesModel: false,
  path: (slug: string) => `.agents/skills/${skillName(slug)}/SKILL.md`,
  example: "casts export analyst --to agent-skill --out .",
};

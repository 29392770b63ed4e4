import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "agent-skill",
  label: "Agent Skill (SKILL.md)",
  kind: "file",
  usesModel: false,
  path: (slug: string) => `.agents/skills/${slug}/SKILL.md`,
  example: "casts export analyst --to agent-skill --out .",
};

// agent-skill, written from:
//   https://agentskills.io/specification
import type { ExportFormat } from "../format";
import { info } from "./info";
import { agentSkillReader } from "./read";
import { rules } from "./rules";
import { writeAgentSkill } from "./write";

export const agentSkillFormat: ExportFormat = {
  ...info,
  docs: ["https://agentskills.io/specification"],
  fields: [
    { name: "name", required: true, writes: "the slug, which is also the folder name" },
    { name: "description", required: true, writes: "D (cut at 1024 characters, noted)" },
    { name: "allowed-tools", required: false, writes: "a directory role's tools, space-delimited" },
    { name: "license", required: false, writes: "not written" },
    { name: "compatibility", required: false, writes: "not written" },
    { name: "metadata", required: false, writes: "not written" },
  ],
  limits: {
    nameMaxChars: 64,
    descriptionMaxChars: 1024,
    compatibilityMaxChars: 500,
    bodyMaxLinesRecommended: 500,
  },
  write: writeAgentSkill,
  rules,
  read: agentSkillReader,
};

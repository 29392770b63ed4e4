// Reads an Agent Skill (`<skills dir>/<name>/SKILL.md`), from https://agentskills.io/specification:
// name (the folder's name), description, allowed-tools (space-delimited), license, compatibility,
// metadata, and the body as the skill's instructions.
import { fileStem, NO_FIELD, parentFolder, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const agentSkillReader: FormatReader = {
  id: "agent-skill",
  label: "Agent Skill (SKILL.md)",
  docs: ["https://agentskills.io/specification"],
  matchesPath: (path) => fileStem(path, []) === "SKILL.md",
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "Agent Skill",
      nameField: "name",
      toolsField: { name: "allowed-tools", separator: "space" },
      dropped: {
        license: `the skill's licence: ${NO_FIELD}`,
        compatibility: "the skill's environment requirements: a directory role has no field for them",
        metadata: `the skill's extra metadata: ${NO_FIELD}`,
      },
    });
    return [{ ...agent, name: agent.name ?? parentFolder(source.path) }];
  },
};

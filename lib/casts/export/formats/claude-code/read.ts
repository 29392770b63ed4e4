// Reads a Claude Code subagent (`.claude/agents/<name>.md`), from
// https://code.claude.com/docs/en/sub-agents ("Supported frontmatter fields", "Choose a model"): name,
// description, tools (comma-separated or a list), model (`sonnet`, `opus`, `haiku`, a full model ID, or
// `inherit`), and a body that is the system prompt. An alias names the newest model of one Claude family
// (https://code.claude.com/docs/en/model-config, "Model aliases"), so it becomes the pattern of that
// family's IDs (./model.ts), with a note; `inherit` sets no model. A model written as a display name
// (`Claude Sonnet 4`), which that page does not list, is dropped with why and the rest of the file is
// read. The writer beside it (./write.ts) writes the same fields.
import {
  inFolder,
  NO_FIELD,
  readMarkdownAgent,
  readModelText,
  type ModelReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";
import { aliasFamily } from "./model";

/** A model ID as it is; an alias as its family's pattern, noted. */
function readClaudeCodeModel(value: unknown): ModelReading {
  const reading = readModelText(value);
  const family = reading.value === null ? null : aliasFamily(reading.value);
  if (family === null) return reading;
  return {
    value: reading.value,
    pattern: family.pattern,
    note: `Claude Code's model alias '${family.alias}' (the newest ${family.family} model) is read as the model pattern ${family.pattern}, which allows every ${family.family} model ID`,
  };
}

export const claudeCodeReader: FormatReader = {
  id: "claude-code",
  label: "Claude Code subagent",
  docs: ["https://code.claude.com/docs/en/sub-agents"],
  matchesPath: (path) => inFolder(path, ".claude/agents", [".md"]),
  read: (source) => [
    readMarkdownAgent(source, {
      label: "Claude Code subagent",
      nameField: "name",
      toolsField: { name: "tools", separator: "comma" },
      modelField: "model",
      readModel: readClaudeCodeModel,
      inheritModels: ["inherit"],
      dropped: {
        disallowedTools: "a directory role lists the tools it may use (tool_filter), not the ones it may not",
        permissionMode: `Claude Code's permission mode: ${NO_FIELD}`,
        color: `the colour Claude Code shows the subagent in: ${NO_FIELD}`,
        maxTurns: `Claude Code's turn cap: ${NO_FIELD}`,
        skills: `the skills Claude Code preloads: ${NO_FIELD}`,
        mcpServers: `Claude Code's MCP servers: ${NO_FIELD}`,
        hooks: `Claude Code's hooks: ${NO_FIELD}`,
        memory: `Claude Code's memory scope: ${NO_FIELD}`,
        background: `Claude Code's background switch: ${NO_FIELD}`,
        effort: `Claude Code's effort level: ${NO_FIELD}`,
        isolation: `Claude Code's isolation setting: ${NO_FIELD}`,
      },
    }),
  ],
};

// Reads a Claude Code subagent (`.claude/agents/<name>.md`), from
// https://code.claude.com/docs/en/sub-agents ("Supported frontmatter fields", "Choose a model"): name,
// description, tools (comma-separated or a list), model (an alias such as `sonnet`, `opus` or `haiku`,
// a full model ID, or `inherit`), and a body that is the system prompt. A model written as a display
// name (`Claude Sonnet 4`), which that page does not list, is dropped with why and the rest of the file
// is read. The writer beside it (./write.ts) writes the same fields.
import { inFolder, NO_FIELD, readMarkdownAgent, readModelText } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

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
      readModel: readModelText,
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

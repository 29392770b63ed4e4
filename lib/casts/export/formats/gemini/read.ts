// Reads a Gemini CLI subagent (`.gemini/agents/<name>.md`), from
// https://geminicli.com/docs/core/subagents: name, description, kind, tools (a list), model,
// temperature, max_turns, timeout_mins, and the body as the system prompt.
import { inFolder, NO_FIELD, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const geminiReader: FormatReader = {
  id: "gemini",
  label: "Gemini CLI subagent",
  docs: ["https://geminicli.com/docs/core/subagents"],
  matchesPath: (path) => inFolder(path, ".gemini/agents", [".md"]),
  read: (source) => [
    readMarkdownAgent(source, {
      label: "Gemini CLI subagent",
      nameField: "name",
      toolsField: { name: "tools", separator: "comma" },
      modelField: "model",
      dropped: {
        kind: "local or remote: every directory role is local",
        temperature: `Gemini's sampling temperature: ${NO_FIELD}`,
        max_turns: `Gemini's turn cap: ${NO_FIELD}`,
        timeout_mins: `Gemini's time limit: ${NO_FIELD}`,
        mcpServers: `Gemini's MCP servers: ${NO_FIELD}`,
      },
    }),
  ],
};

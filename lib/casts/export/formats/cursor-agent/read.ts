// Reads a Cursor subagent (`.cursor/agents/<name>.md`), from https://cursor.com/docs/agent/subagents:
// name, description, model in the front matter and the body as the prompt.
import { inFolder, NO_FIELD, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const cursorAgentReader: FormatReader = {
  id: "cursor-agent",
  label: "Cursor subagent",
  docs: ["https://cursor.com/docs/agent/subagents"],
  matchesPath: (path) => inFolder(path, ".cursor/agents", [".md"]),
  read: (source) => [
    readMarkdownAgent(source, {
      label: "Cursor subagent",
      nameField: "name",
      modelField: "model",
      inheritModels: ["inherit"],
      dropped: {
        readonly: `Cursor's read-only switch: ${NO_FIELD}`,
        is_background: `Cursor's background switch: ${NO_FIELD}`,
      },
    }),
  ],
};

// Reads an AGENTS.md (https://agents.md): plain markdown, no fields. The whole file is the
// instructions; the role is named after the folder holding it (`AGENTS.md` at the top: `agents`).
import { fileStem, parentFolder } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const agentsMdReader: FormatReader = {
  id: "agents-md",
  label: "AGENTS.md",
  docs: ["https://agents.md", "https://developers.openai.com/codex/guides/agents-md"],
  matchesPath: (path) => fileStem(path, []).toLowerCase() === "agents.md",
  read: (source) => [
    {
      name: parentFolder(source.path) ?? "agents",
      description: null,
      body: source.text,
      model: null,
      tools: null,
      mapped: ["(body)"],
      dropped: [],
      notes: [],
    },
  ],
};

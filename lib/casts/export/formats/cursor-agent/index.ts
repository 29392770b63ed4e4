// cursor-agent, written from Cursor's Subagents page, https://cursor.com/docs/subagents
// ("File locations": project subagents in .cursor/agents/; "Configuration fields": name, description,
// model, readonly, is_background, all optional; a markdown file with YAML front matter).
import type { ExportFormat } from "../format";
import { info } from "./info";
import { cursorAgentReader } from "./read";
import { rules } from "./rules";
import { writeCursorAgent } from "./write";

export const cursorAgentFormat: ExportFormat = {
  ...info,
  docs: ["https://cursor.com/docs/subagents"],
  fields: [
    { name: "name", required: false, writes: "the slug (Cursor falls back to the file name)" },
    { name: "description", required: false, writes: "D (the agent reads it to decide delegation)" },
    { name: "model", required: false, writes: "the model, when given or set (Cursor's default: inherit)" },
    { name: "readonly", required: false, writes: "not written (default false)" },
    { name: "is_background", required: false, writes: "not written (default false)" },
  ],
  limits: {},
  write: writeCursorAgent,
  rules,
  read: cursorAgentReader,
};

// cursor-agent, written from:
//   https://cursor.com/docs/agent/subagents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { cursorAgentReader } from "./read";
import { rules } from "./rules";
import { writeCursorAgent } from "./write";

export const cursorAgentFormat: ExportFormat = {
  ...info,
  docs: ["https://cursor.com/docs/agent/subagents"],
  fields: [
    { name: "name", required: true, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "model", required: false, writes: "the model, when given or set" },
    { name: "readonly", required: false, writes: "not written" },
    { name: "is_background", required: false, writes: "not written" },
  ],
  limits: {},
  write: writeCursorAgent,
  rules,
  read: cursorAgentReader,
};

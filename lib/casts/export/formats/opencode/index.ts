// opencode, written from:
//   https://opencode.ai/docs/agents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { opencodeReader } from "./read";
import { rules } from "./rules";
import { writeOpenCode } from "./write";

export const opencodeFormat: ExportFormat = {
  ...info,
  docs: ["https://opencode.ai/docs/agents"],
  fields: [
    { name: "description", required: true, writes: "D" },
    { name: "mode", required: false, writes: "subagent" },
    { name: "model", required: false, writes: "the model when it has the form provider/model-id" },
    { name: "permissions", required: false, writes: "not written (they name OpenCode actions, noted)" },
  ],
  limits: {},
  write: writeOpenCode,
  rules,
  read: opencodeReader,
};

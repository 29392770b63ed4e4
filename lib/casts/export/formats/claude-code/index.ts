// claude-code: https://code.claude.com/docs/en/sub-agents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writeClaudeCode } from "./write";

export const claudeCodeFormat: ExportFormat = {
  ...info,
  docs: ["https://code.claude.com/docs/en/sub-agents"],
  fields: [
    { name: "name", required: true, writes: "the slug" },
    { name: "description", required: true, writes: "D, the role description" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
  ],
  limits: {},
  write: writeClaudeCode,
  rules,
};

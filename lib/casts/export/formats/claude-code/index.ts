// claude-code: https://code.claude.com/docs/en/sub-agents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { claudeCodeReader } from "./read";
import { rules } from "./rules";
import { writeClaudeCode } from "./write";

export const claudeCodeFormat: ExportFormat = {
  ...info,
  docs: ["https://code.claude.com/docs/en/sub-agents"],
  fields: [
    { name: "name", required: true, writes: "the slug" },
    { name: "description", required: true, writes: "D, the role description" },
    { name: "tools", required: false, writes: "a directory role's tools, comma-separated" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
    { name: "disallowedTools", required: false, writes: "not written" },
    { name: "permissionMode", required: false, writes: "not written" },
    { name: "color", required: false, writes: "not written" },
  ],
  limits: {},
  write: writeClaudeCode,
  rules,
  read: claudeCodeReader,
};

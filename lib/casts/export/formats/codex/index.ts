// codex, written from:
//   https://developers.openai.com/codex/subagents
//   https://developers.openai.com/codex/config-reference
import type { ExportFormat } from "../format";
import { info } from "./info";
import { codexReader } from "./read";
import { rules } from "./rules";
import { writeCodex } from "./write";

export const codexFormat: ExportFormat = {
  ...info,
  docs: [
    "https://developers.openai.com/codex/subagents",
    "https://developers.openai.com/codex/config-reference",
  ],
  fields: [
    { name: "name", required: true, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "developer_instructions", required: true, writes: "the instructions (and output contract)" },
    {
      name: "model",
      required: false,
      writes: "the model, when given, set by the pack or by a directory role",
    },
    { name: "model_reasoning_effort", required: false, writes: "the pack's effort when Codex takes it" },
    { name: "sandbox_mode", required: false, writes: "not written" },
    { name: "nickname_candidates", required: false, writes: "not written" },
    { name: "mcp_servers", required: false, writes: "not written" },
  ],
  limits: {},
  write: writeCodex,
  rules,
  read: codexReader,
};

// gemini, written from:
//   https://geminicli.com/docs/core/subagents
import type { ExportFormat } from "../format";
import { info } from "./info";
import { geminiReader } from "./read";
import { rules } from "./rules";
import { writeGemini } from "./write";

export const geminiFormat: ExportFormat = {
  ...info,
  docs: ["https://geminicli.com/docs/core/subagents"],
  fields: [
    { name: "name", required: true, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "kind", required: false, writes: "local" },
    { name: "tools", required: false, writes: "a directory role's tools" },
    { name: "model", required: false, writes: "the model, when given or set" },
    { name: "temperature", required: false, writes: "not written" },
    { name: "max_turns", required: false, writes: "not written" },
    { name: "timeout_mins", required: false, writes: "not written" },
  ],
  limits: {
    temperatureMax: 2,
  },
  write: writeGemini,
  rules,
  read: geminiReader,
};

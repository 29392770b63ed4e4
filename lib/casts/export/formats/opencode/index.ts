// opencode, written from:
//   https://opencode.ai/docs/agents (markdown agents: the front matter takes an agent's config fields;
//   `model` as provider/model-id)
//   https://opencode.ai/docs/permissions (`permissions`: ordered action/resource/effect rules)
import type { ExportFormat } from "../format";
import { info } from "./info";
import { opencodeReader } from "./read";
import { rules } from "./rules";
import { writeOpenCode } from "./write";

export const opencodeFormat: ExportFormat = {
  ...info,
  docs: ["https://opencode.ai/docs/agents", "https://opencode.ai/docs/permissions"],
  fields: [
    { name: "description", required: true, writes: "D" },
    { name: "mode", required: false, writes: "subagent" },
    {
      name: "model",
      required: false,
      writes: "the model as provider/model-id (a gpt-, o-series, claude- or gemini- ID gets its provider)",
    },
    {
      name: "permissions",
      required: false,
      writes: "a directory role's tools: a rule denying every action, then one allowing each tool",
    },
  ],
  limits: {},
  write: writeOpenCode,
  rules,
  read: opencodeReader,
};

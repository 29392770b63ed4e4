// lionagi: https://github.com/khive-ai/lionagi
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writeLionAgi } from "./write";

export const lionagiFormat: ExportFormat = {
  ...info,
  docs: ["https://github.com/khive-ai/lionagi"],
  fields: [
    { name: "role", required: true, writes: "the built-in role name" },
    { name: "modes", required: false, writes: "the composition's modes" },
    { name: "pack", required: false, writes: "the pack name (default: default)" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
    { name: "effort", required: false, writes: "the pack's effort" },
  ],
  limits: {},
  write: writeLionAgi,
  rules,
};

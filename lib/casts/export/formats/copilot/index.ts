// copilot: https://docs.github.com/en/copilot/reference/custom-agents-configuration
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writeCopilot } from "./write";

export const copilotFormat: ExportFormat = {
  ...info,
  docs: ["https://docs.github.com/en/copilot/reference/custom-agents-configuration"],
  fields: [
    { name: "name", required: false, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
  ],
  limits: {},
  write: writeCopilot,
  rules,
};

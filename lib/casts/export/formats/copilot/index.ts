// copilot: https://docs.github.com/en/copilot/reference/custom-agents-configuration
import type { ExportFormat } from "../format";
import { info } from "./info";
import { copilotReader } from "./read";
import { rules } from "./rules";
import { writeCopilot } from "./write";

export const copilotFormat: ExportFormat = {
  ...info,
  docs: [
    "https://docs.github.com/en/copilot/reference/custom-agents-configuration",
    "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/coding-agent/create-custom-agents",
  ],
  fields: [
    { name: "name", required: false, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "tools", required: false, writes: "a directory role's tools" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
    { name: "target", required: false, writes: "not written (both environments)" },
    { name: "disable-model-invocation", required: false, writes: "not written" },
  ],
  limits: { promptMaxChars: 30_000 },
  write: writeCopilot,
  rules,
  read: copilotReader,
};

// copilot, written from GitHub's "Custom agents configuration" reference,
// https://docs.github.com/en/copilot/reference/custom-agents-configuration ("YAML frontmatter
// properties"; "The prompt can be a maximum of 30,000 characters"), and "Creating custom agents",
// https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/create-custom-agents
// (`.github/agents/<name>.agent.md`; the file name's characters).
import type { ExportFormat } from "../format";
import { info } from "./info";
import { copilotReader } from "./read";
import { rules } from "./rules";
import { writeCopilot } from "./write";

export const copilotFormat: ExportFormat = {
  ...info,
  docs: [
    "https://docs.github.com/en/copilot/reference/custom-agents-configuration",
    "https://docs.github.com/en/copilot/how-tos/use-copilot-agents/cloud-agent/create-custom-agents",
  ],
  fields: [
    { name: "name", required: false, writes: "the slug" },
    { name: "description", required: true, writes: "D" },
    { name: "tools", required: false, writes: "a directory role's tools" },
    { name: "model", required: false, writes: "the model, when given or set by the pack" },
    { name: "target", required: false, writes: "not written (both environments)" },
    { name: "disable-model-invocation", required: false, writes: "not written" },
    { name: "user-invocable", required: false, writes: "not written (default true)" },
    { name: "mcp-servers", required: false, writes: "not written" },
    { name: "metadata", required: false, writes: "not written" },
  ],
  limits: { promptMaxChars: 30_000 },
  write: writeCopilot,
  rules,
  read: copilotReader,
};

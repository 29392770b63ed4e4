// anthropic: https://docs.claude.com/en/api/messages
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writeAnthropic } from "./write";

export const anthropicFormat: ExportFormat = {
  ...info,
  docs: ["https://docs.claude.com/en/api/messages"],
  fields: [
    { name: "model", required: true, writes: "the model, else the documented default" },
    { name: "max_tokens", required: true, writes: "ANTHROPIC_MAX_TOKENS" },
    { name: "system", required: false, writes: "the instructions; left out for a role without" },
    { name: "messages", required: true, writes: "one user placeholder turn" },
    {
      name: "output_config",
      required: false,
      writes: "the JSON schema of the emission operable and the pack's effort",
    },
  ],
  limits: {},
  write: writeAnthropic,
  rules,
};

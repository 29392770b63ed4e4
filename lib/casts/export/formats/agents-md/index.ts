// agents-md, written from:
//   https://agents.md
//   https://developers.openai.com/codex/guides/agents-md
import type { ExportFormat } from "../format";
import { info } from "./info";
import { agentsMdReader } from "./read";
import { rules } from "./rules";
import { writeAgentsMd } from "./write";

export const agentsMdFormat: ExportFormat = {
  ...info,
  docs: ["https://agents.md", "https://developers.openai.com/codex/guides/agents-md"],
  fields: [
    {
      name: "(body)",
      required: true,
      writes: "the instructions, then the output contract when the role emits",
    },
  ],
  limits: {
    codexMaxBytes: 32768,
  },
  write: writeAgentsMd,
  rules,
  read: agentsMdReader,
};

// openai: https://platform.openai.com/docs/api-reference/chat/create
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writeOpenAI } from "./write";

export const openaiFormat: ExportFormat = {
  ...info,
  docs: ["https://platform.openai.com/docs/api-reference/chat/create"],
  fields: [
    { name: "model", required: true, writes: "the model, else the documented default" },
    {
      name: "messages",
      required: true,
      writes: "the developer message (the instructions; none for a role without) and a user placeholder",
    },
    {
      name: "response_format",
      required: false,
      writes: "the strict JSON schema of the emission operable, for a role that emits",
    },
  ],
  limits: {},
  write: writeOpenAI,
  rules,
};

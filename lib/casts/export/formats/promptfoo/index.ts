// promptfoo, written from:
//   https://promptfoo.dev/docs/configuration/reference/
//   https://promptfoo.dev/docs/configuration/expected-outputs/
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writePromptfoo } from "./write";

export const promptfooFormat: ExportFormat = {
  ...info,
  docs: [
    "https://promptfoo.dev/docs/configuration/reference/",
    "https://promptfoo.dev/docs/configuration/expected-outputs/",
  ],
  fields: [
    { name: "description", required: false, writes: "the profile and how many fixtures" },
    {
      name: "prompts",
      required: true,
      writes: "one chat prompt: the instructions as the system message, the fixture input as the user turn",
    },
    { name: "providers", required: true, writes: "openai:<model> or anthropic:messages:<model>" },
    {
      name: "tests",
      required: true,
      writes: "one per eval fixture: vars.input and the fixture's expectations as assertions",
    },
  ],
  limits: {},
  write: writePromptfoo,
  rules,
};

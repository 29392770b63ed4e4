// promptfoo, written from:
//   https://promptfoo.dev/docs/configuration/reference/
//   https://promptfoo.dev/docs/configuration/expected-outputs/
//   https://promptfoo.dev/docs/configuration/expected-outputs/javascript/ (one-line values, `output`)
//   https://promptfoo.dev/docs/configuration/guide/#transforming-outputs (an assertion's `transform`)
//   https://promptfoo.dev/docs/configuration/test-cases/#filtering-tests-by-prompt (a test's `prompts`)
//   https://promptfoo.dev/docs/configuration/expected-outputs/deterministic/#is-json (a JSON schema value)
//   https://promptfoo.dev/docs/guides/evaluate-json/ (is-json with a schema)
import type { ExportFormat } from "../format";
import { info } from "./info";
import { rules } from "./rules";
import { writePromptfoo } from "./write";

export const promptfooFormat: ExportFormat = {
  ...info,
  docs: [
    "https://promptfoo.dev/docs/configuration/reference/",
    "https://promptfoo.dev/docs/configuration/expected-outputs/",
    "https://promptfoo.dev/docs/configuration/expected-outputs/javascript/",
    "https://promptfoo.dev/docs/configuration/guide/#transforming-outputs",
    "https://promptfoo.dev/docs/configuration/test-cases/#filtering-tests-by-prompt",
    "https://promptfoo.dev/docs/configuration/expected-outputs/deterministic/#is-json",
    "https://promptfoo.dev/docs/guides/evaluate-json/",
  ],
  fields: [
    { name: "description", required: false, writes: "the profile and how many fixtures" },
    {
      name: "prompts",
      required: true,
      writes:
        "a chat prompt per set of fixture modes: the role with those modes (and the policy) as the system message, the fixture input as the user turn",
    },
    { name: "providers", required: true, writes: "openai:<model> or anthropic:messages:<model>" },
    {
      name: "defaultTest",
      required: false,
      writes:
        "assert: the reply valid for the role's emission models as casts eval judges it: an is-json assertion whose schema checks each key against its model (a javascript check that the reply is not blank for a role without emissions)",
    },
    {
      name: "tests",
      required: true,
      writes:
        "one per eval fixture: vars.input, its prompt (when there are several) and the fixture's expectations as javascript assertions judged as casts eval judges them",
    },
  ],
  limits: {},
  write: writePromptfoo,
  rules,
};

// The documented constraints of a Messages API request, from https://docs.claude.com/en/api/messages
// (model, max_tokens ≥ 1, messages starting with a user turn, output_config.format), and the models it
// serves, from https://platform.claude.com/docs/en/about-claude/models/overview (Claude model IDs).
import type { LintRule } from "../format";
import { jsonObject, modelOfProvider, rule } from "../lint-kit";

const SOURCE = "https://docs.claude.com/en/api/messages";
const MODELS = "https://platform.claude.com/docs/en/about-claude/models/overview";

const body = jsonObject;

export const rules: readonly LintRule[] = [
  rule(
    { id: "anthropic/json-body", source: SOURCE, summary: "The request body is a JSON object." },
    (file) => (body(file) === null ? ["the file is not a JSON object"] : []),
  ),
  rule({ id: "anthropic/model-required", source: SOURCE, summary: "`model` is required." }, (file) => {
    const model = body(file)?.["model"];
    return typeof model === "string" && model !== "" ? [] : ["`model` is missing"];
  }),
  modelOfProvider(
    {
      id: "anthropic/model-provider",
      source: MODELS,
      summary: "`model` is a Claude model, not another provider's (gpt-, o-series, gemini-).",
    },
    body,
    "anthropic",
    "Anthropic's Messages API",
  ),
  rule(
    { id: "anthropic/max-tokens", source: SOURCE, summary: "`max_tokens` is an integer of at least 1." },
    (file) => {
      const value = body(file)?.["max_tokens"];
      return Number.isInteger(value) && (value as number) >= 1
        ? []
        : [`\`max_tokens\` is ${JSON.stringify(value)}`];
    },
  ),
  rule(
    {
      id: "anthropic/first-turn-user",
      source: SOURCE,
      summary: "`messages` is non-empty and starts with a user turn.",
    },
    (file) => {
      const messages = body(file)?.["messages"];
      const first = Array.isArray(messages)
        ? (messages[0] as Record<string, unknown> | undefined)
        : undefined;
      return first?.["role"] === "user" ? [] : ["`messages` does not start with a user turn"];
    },
  ),
  rule(
    {
      id: "anthropic/format-json-schema",
      source: SOURCE,
      summary: "`output_config.format` has type json_schema and a schema object.",
    },
    (file) => {
      const config = body(file)?.["output_config"] as Record<string, unknown> | undefined;
      const format = config?.["format"] as Record<string, unknown> | undefined;
      if (format === undefined) return [];
      return format["type"] === "json_schema" && typeof format["schema"] === "object"
        ? []
        : ["`output_config.format` is not { type: json_schema, schema }"];
    },
  ),
];

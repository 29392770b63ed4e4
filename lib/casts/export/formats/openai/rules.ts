// The documented constraints of a Chat Completions request with structured output, from
// https://platform.openai.com/docs/api-reference/chat/create (model, messages, response_format.json_schema.name)
// and https://platform.openai.com/docs/guides/structured-outputs (strict schemas: every object closed,
// every property required); the models OpenAI serves, from https://platform.openai.com/docs/models.
import type { ExportFile } from "../../context";
import type { LintRule } from "../format";
import { jsonObject, modelOfProvider, rule } from "../lint-kit";

const API = "https://platform.openai.com/docs/api-reference/chat/create";
const MODELS = "https://platform.openai.com/docs/models";
const STRICT = "https://platform.openai.com/docs/guides/structured-outputs#supported-schemas";

type Json = Record<string, unknown>;

const body = jsonObject;

function schemaOf(file: ExportFile): Json | null {
  const format = body(file)?.["response_format"] as Json | undefined;
  return ((format?.["json_schema"] as Json | undefined)?.["schema"] as Json | undefined) ?? null;
}

/** Every object node of a schema with its path. */
function objects(node: unknown, path: string, out: [string, Json][] = []): [string, Json][] {
  if (node === null || typeof node !== "object") return out;
  if (Array.isArray(node)) {
    node.forEach((item, index) => objects(item, `${path}[${index}]`, out));
    return out;
  }
  const record = node as Json;
  if (record["type"] === "object" || (Array.isArray(record["type"]) && record["type"].includes("object")))
    out.push([path || "(root)", record]);
  for (const [key, value] of Object.entries(record)) objects(value, path ? `${path}.${key}` : key, out);
  return out;
}

export const rules: readonly LintRule[] = [
  rule({ id: "openai/json-body", source: API, summary: "The request body is a JSON object." }, (file) =>
    body(file) === null ? ["the file is not a JSON object"] : [],
  ),
  rule({ id: "openai/model-required", source: API, summary: "`model` is required." }, (file) => {
    const model = body(file)?.["model"];
    return typeof model === "string" && model !== "" ? [] : ["`model` is missing"];
  }),
  modelOfProvider(
    {
      id: "openai/model-provider",
      source: MODELS,
      summary: "`model` is an OpenAI model, not another provider's (claude-, gemini-).",
    },
    body,
    "openai",
    "OpenAI's API",
  ),
  rule(
    { id: "openai/messages-required", source: API, summary: "`messages` is a non-empty list." },
    (file) => {
      const messages = body(file)?.["messages"];
      return Array.isArray(messages) && messages.length > 0 ? [] : ["`messages` is missing or empty"];
    },
  ),
  rule(
    {
      id: "openai/schema-name",
      source: API,
      summary: "`json_schema.name` is 1 to 64 characters of a-z, A-Z, 0-9, _ and -.",
    },
    (file) => {
      const format = body(file)?.["response_format"] as Json | undefined;
      const name = (format?.["json_schema"] as Json | undefined)?.["name"];
      if (name === undefined) return [];
      return typeof name === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(name)
        ? []
        : [`\`json_schema.name\` ${JSON.stringify(name)} is not 1-64 characters of a-z, A-Z, 0-9, _ and -`];
    },
  ),
  rule(
    {
      id: "openai/strict-closed-objects",
      source: STRICT,
      summary: "Every object sets additionalProperties: false.",
    },
    (file) =>
      objects(schemaOf(file), "")
        .filter(([, node]) => node["additionalProperties"] !== false)
        .map(([path]) => `${path}: additionalProperties is not false`),
  ),
  rule(
    {
      id: "openai/strict-all-required",
      source: STRICT,
      summary: "Every property of every object is required.",
    },
    (file) =>
      objects(schemaOf(file), "").flatMap(([path, node]) => {
        const properties = Object.keys((node["properties"] as Json | undefined) ?? {});
        const required = new Set((node["required"] as string[] | undefined) ?? []);
        const missing = properties.filter((key) => !required.has(key));
        return missing.length > 0 ? [`${path}: not required: ${missing.join(", ")}`] : [];
      }),
  ),
];

// Reads a Codex custom agent (`.codex/agents/<name>.toml`), from
// https://developers.openai.com/codex/subagents and https://developers.openai.com/codex/config-reference:
// name, description, developer_instructions (the instructions) and model; the other keys are Codex
// settings a directory role has no field for.
import { parse, TomlError } from "smol-toml";

import { type Data, fileStem, ImportError, inFolder, NO_FIELD, textField } from "../../../import/read-kit";
import type { AgentSource, DroppedField, FormatReader, ReadAgent } from "../../../import/types";

const DROPPED: Readonly<Record<string, string>> = {
  model_reasoning_effort: `Codex's reasoning effort: ${NO_FIELD} (a pack sets effort per role)`,
  sandbox_mode: `Codex's sandbox: ${NO_FIELD}`,
  nickname_candidates: `Codex's display names: ${NO_FIELD}`,
  mcp_servers: `Codex's MCP servers: ${NO_FIELD}`,
};

function parseToml(source: AgentSource): Data {
  try {
    return parse(source.text);
  } catch (error) {
    const where = error instanceof TomlError ? { line: error.line, column: error.column } : {};
    const message = error instanceof Error ? (error.message.split("\n")[0] ?? "") : String(error);
    throw new ImportError("TOML_INVALID", `${source.path}: ${message}`, { path: source.path, ...where });
  }
}

function readCodex(source: AgentSource): ReadAgent {
  const data = parseToml(source);
  const mapped: string[] = [];
  const dropped: DroppedField[] = [];
  const take = (field: string) => {
    const value = textField(data, field);
    if (value !== null) mapped.push(field);
    return value;
  };
  const name = take("name") ?? fileStem(source.path, [".toml"]);
  const description = take("description");
  const instructions = Object.hasOwn(data, "developer_instructions") ? data["developer_instructions"] : "";
  if (typeof instructions !== "string")
    throw new ImportError("FORMAT_INVALID", "developer_instructions: expected text", {
      path: "developer_instructions",
    });
  if (instructions.trim() !== "") mapped.push("developer_instructions");
  const model = take("model");
  for (const field of Object.keys(data)) {
    if (["name", "description", "developer_instructions", "model"].includes(field)) continue;
    dropped.push({ field, reason: DROPPED[field] ?? `not a Codex agent field a directory role carries` });
  }
  return { name, description, body: instructions, model, tools: null, mapped, dropped, notes: [] };
}

export const codexReader: FormatReader = {
  id: "codex",
  label: "Codex custom agent (TOML)",
  docs: [
    "https://developers.openai.com/codex/subagents",
    "https://developers.openai.com/codex/config-reference",
  ],
  matchesPath: (path) => inFolder(path, ".codex/agents", [".toml"]),
  read: (source) => [readCodex(source)],
};

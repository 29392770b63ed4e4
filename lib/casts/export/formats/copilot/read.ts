// Reads a GitHub Copilot custom agent (`.github/agents/<name>.agent.md`), from
// https://docs.github.com/en/copilot/reference/custom-agents-configuration: name (optional; the file
// name otherwise), description, tools (a list), model, and the body as the agent's prompt. For `model`
// also https://code.visualstudio.com/docs/agent-customization/custom-agents ("Header (optional)"): one
// model name, often as the model picker shows it (`Claude Sonnet 4`, `GPT-5 (copilot)`), or a
// prioritized list of names, tried in order.
import {
  fileStem,
  ImportError,
  inFolder,
  MODEL_ID,
  NO_FIELD,
  quoted,
  readMarkdownAgent,
  type FieldReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

/**
 * Copilot's `model` as a directory role's: one model ID is carried. A display name (it holds spaces) and
 * a list of more than one model are dropped with why: a directory role's `model` is one pattern matched
 * against model IDs, which neither can become without a guess.
 */
export function readCopilotModel(value: unknown): FieldReading<string> {
  let names: string[];
  if (typeof value === "string" || typeof value === "number") names = [String(value)];
  else if (Array.isArray(value) && value.every((item) => typeof item === "string")) names = value;
  else
    throw new ImportError("FORMAT_INVALID", "model: expected a model name or a list of model names", {
      path: "model",
    });
  names = names.map((name) => name.trim()).filter((name) => name !== "");
  const [first] = names;
  if (first === undefined) return { value: null };
  const unset = "so no model is set";
  if (names.length > 1) {
    const list = names.map((name) => quoted(name)).join(", ");
    return {
      value: null,
      dropped: `a list of models tried in order (${list}): a directory role names one model ID, ${unset}`,
    };
  }
  if (!MODEL_ID.test(first)) {
    const matched = "a directory role's model is matched against model IDs";
    return {
      value: null,
      dropped: `${quoted(first)} is a model's display name, not a model ID; ${matched}, ${unset}`,
    };
  }
  return { value: first };
}

export const copilotReader: FormatReader = {
  id: "copilot",
  label: "GitHub Copilot custom agent",
  docs: [
    "https://docs.github.com/en/copilot/reference/custom-agents-configuration",
    "https://code.visualstudio.com/docs/agent-customization/custom-agents",
  ],
  matchesPath: (path) =>
    path.toLowerCase().endsWith(".agent.md") || inFolder(path, ".github/agents", [".md"]),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "Copilot custom agent",
      nameField: "name",
      toolsField: { name: "tools", separator: "comma" },
      modelField: "model",
      readModel: readCopilotModel,
      dropped: {
        target: `the environment (vscode or github-copilot) the agent is for: ${NO_FIELD}`,
        "disable-model-invocation": `Copilot's switch against automatic use: ${NO_FIELD}`,
        "user-invocable": `Copilot's picker switch: ${NO_FIELD}`,
        "mcp-servers": `Copilot's MCP server settings: ${NO_FIELD}`,
        metadata: `Copilot's metadata: ${NO_FIELD}`,
        infer: `Copilot's automatic-selection switch: ${NO_FIELD}`,
      },
    });
    return [{ ...agent, name: agent.name ?? fileStem(source.path, [".agent.md", ".md"]) }];
  },
};

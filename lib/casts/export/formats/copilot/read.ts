// Reads a GitHub Copilot custom agent (`.github/agents/<name>.agent.md`), from
// https://docs.github.com/en/copilot/reference/custom-agents-configuration: name (optional; the file
// name otherwise), description, tools (a list), model, and the body as the agent's prompt. For `model`
// also https://code.visualstudio.com/docs/agent-customization/custom-agents ("Header (optional)") and
// https://code.visualstudio.com/docs/agents/reference/custom-agent-file-reference ("Header fields"): one
// model name, often as the model picker shows it (`Claude Sonnet 4`, `GPT-5 (copilot)`), or a
// prioritized list of names, tried in order until one is available.
import {
  fileStem,
  ImportError,
  inFolder,
  MODEL_ID,
  NO_FIELD,
  NOT_AN_ID,
  quoted,
  readMarkdownAgent,
  readModelId,
  type FieldReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

/**
 * Copilot's `model` as a directory role's, which names one model ID. One ID is carried and a display
 * name (it holds spaces) dropped with why. From a list, the first ID is carried (the one Copilot tries
 * first of those a directory role can name), and the rest is reported dropped: the other IDs, which a
 * role cannot hold as fallbacks, and any display names. A display name Copilot would try before that ID
 * is named as skipped, with its place in Copilot's order: no table here turns a Copilot display name
 * (`Claude Sonnet 4`, `GPT-5 (copilot)`) into a provider's model ID (the family table in
 * ../../model-family.ts tells a provider from an ID, not an ID from a name), so it cannot be carried.
 */
export function readCopilotModel(value: unknown): FieldReading<string> {
  let names: string[];
  if (typeof value === "string" || typeof value === "number") names = [String(value)];
  else if (Array.isArray(value) && value.every((item) => typeof item === "string")) names = value;
  else
    throw new ImportError("FORMAT_INVALID", "model: expected a model name or a list of model names", {
      path: "model",
    });
  names = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ""))];
  const [first] = names;
  if (first === undefined) return { value: null };
  if (names.length === 1) return readModelId(first);
  const list = `a list of models tried in order (${names.map((name) => quoted(name)).join(", ")})`;
  const at = names.findIndex((name) => MODEL_ID.test(name));
  if (at === -1) {
    const none = "none of them is a model ID (each holds spaces, as display names do)";
    return { value: null, dropped: `${list}: ${none}; ${NOT_AN_ID}` };
  }
  const kept = names[at]!;
  const skipped = names.slice(0, at).map(quoted).join(", ");
  const rest = names
    .slice(at + 1)
    .map((name) => (MODEL_ID.test(name) ? quoted(name) : `${quoted(name)} (a display name)`));
  const parts = [
    `${list}: a directory role names one model ID, so only ${quoted(kept)}, the first ID in the list, is set`,
    ...(at === 0
      ? []
      : [
          `skipped before it, though Copilot tries ${at === 1 ? "it" : "them"} first: ${skipped} ` +
            `(${at === 1 ? "a display name" : "display names"}, which no table here maps to a model ID)`,
        ]),
    ...(rest.length === 0 ? [] : [`not carried: ${rest.join(", ")}`]),
  ];
  return { value: kept, dropped: parts.join("; ") };
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

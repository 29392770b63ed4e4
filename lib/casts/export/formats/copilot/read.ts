// Reads a GitHub Copilot custom agent (`.github/agents/<name>.agent.md`), from
// https://docs.github.com/en/copilot/reference/custom-agents-configuration: name (optional; the file
// name otherwise), description, tools (a list), model, and the body as the agent's prompt.
import { fileStem, inFolder, NO_FIELD, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const copilotReader: FormatReader = {
  id: "copilot",
  label: "GitHub Copilot custom agent",
  docs: ["https://docs.github.com/en/copilot/reference/custom-agents-configuration"],
  matchesPath: (path) =>
    path.toLowerCase().endsWith(".agent.md") || inFolder(path, ".github/agents", [".md"]),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "Copilot custom agent",
      nameField: "name",
      toolsField: { name: "tools", separator: "comma" },
      modelField: "model",
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

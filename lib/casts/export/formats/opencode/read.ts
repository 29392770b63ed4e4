// Reads an OpenCode agent (`.opencode/agents/<name>.md`, or the older `.opencode/agent/`), from
// https://opencode.ai/docs/agents: description, mode, model (`provider/model-id`) in the front
// matter, the file name as the agent's name, the body as its prompt.
import { fileStem, inFolder, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

const NO_FIELD = "a directory role has no field for it";

export const opencodeReader: FormatReader = {
  id: "opencode",
  label: "OpenCode agent",
  docs: ["https://opencode.ai/docs/agents"],
  matchesPath: (path) =>
    inFolder(path, ".opencode/agents", [".md"]) || inFolder(path, ".opencode/agent", [".md"]),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "OpenCode agent",
      nameField: null,
      modelField: "model",
      dropped: {
        mode: "primary, subagent or all: a directory role is used wherever it is composed",
        tools:
          "OpenCode switches its own actions (write, bash, …) on or off: they are not a role's tool names",
        permission: `OpenCode's permissions name its own actions: ${NO_FIELD}`,
        temperature: `OpenCode's sampling temperature: ${NO_FIELD}`,
        top_p: `OpenCode's sampling setting: ${NO_FIELD}`,
        steps: `OpenCode's step cap: ${NO_FIELD}`,
        maxSteps: `OpenCode's step cap: ${NO_FIELD}`,
        disable: `OpenCode's switch: ${NO_FIELD}`,
        hidden: `OpenCode's picker switch: ${NO_FIELD}`,
        color: `the colour OpenCode shows: ${NO_FIELD}`,
        prompt: "a prompt file reference: only the body is read as the instructions",
      },
    });
    return [{ ...agent, name: fileStem(source.path, [".md"]) }];
  },
};

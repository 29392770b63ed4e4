// Reads an OpenCode agent (`.opencode/agents/<name>.md`, or the older `.opencode/agent/`), from
// https://opencode.ai/docs/agents: description, mode, model (`provider/model-id`) in the front
// matter, the body as its prompt. The agent's ID is its path below the agents folder
// (`team/reviewer.md` → `team/reviewer`, slugged to `team-reviewer`). Fields the page lists as V1
// (deprecated: tools, permission, temperature, …) are dropped with their reasons too.
import { fileStem, inFolder, NO_FIELD, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

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
        permissions: `OpenCode's permission rules name its own actions (edit, shell, …): ${NO_FIELD}`,
        permission: `OpenCode's (V1) permissions name its own actions: ${NO_FIELD}`,
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
    const below = /\.opencode\/agents?\/(.+)\.md$/i.exec(source.path)?.[1];
    return [{ ...agent, name: below ?? fileStem(source.path, [".md"]) }];
  },
};

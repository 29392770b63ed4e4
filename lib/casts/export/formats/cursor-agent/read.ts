// Reads a Cursor subagent (`.cursor/agents/<name>.md`), from https://cursor.com/docs/agent/subagents:
// name, description, model in the front matter and the body as the prompt. Its model is `inherit` (no
// model of its own), `fast` or a model ID. `fast` is whichever fast model Cursor picks, not an ID or a
// family of them, so it is dropped with why.
import {
  inFolder,
  NO_FIELD,
  NOT_AN_ID,
  readMarkdownAgent,
  textField,
  type ModelReading,
} from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

/** Why Cursor's `fast` sets no model. */
const FAST = `'fast' lets Cursor pick a fast model of its choosing, not one model or one family of them; ${NOT_AN_ID}`;

function readCursorModel(value: unknown): ModelReading {
  const name = textField({ model: value }, "model");
  return name === "fast" ? { value: null, dropped: FAST } : { value: name };
}

export const cursorAgentReader: FormatReader = {
  id: "cursor-agent",
  label: "Cursor subagent",
  docs: ["https://cursor.com/docs/agent/subagents"],
  matchesPath: (path) => inFolder(path, ".cursor/agents", [".md"]),
  read: (source) => [
    readMarkdownAgent(source, {
      label: "Cursor subagent",
      nameField: "name",
      modelField: "model",
      readModel: readCursorModel,
      inheritModels: ["inherit"],
      dropped: {
        readonly: `Cursor's read-only switch: ${NO_FIELD}`,
        is_background: `Cursor's background switch: ${NO_FIELD}`,
      },
    }),
  ],
};

// Reads a Cursor project rule (`.cursor/rules/<name>.mdc`), from https://cursor.com/docs/context/rules:
// description, globs, alwaysApply in the front matter and the rule text as the body; the file name is
// the rule's name.
import { fileStem, NO_FIELD, readMarkdownAgent } from "../../../import/read-kit";
import type { FormatReader } from "../../../import/types";

export const cursorReader: FormatReader = {
  id: "cursor",
  label: "Cursor rule",
  docs: ["https://cursor.com/docs/context/rules"],
  matchesPath: (path) => path.toLowerCase().endsWith(".mdc"),
  read: (source) => {
    const agent = readMarkdownAgent(source, {
      label: "Cursor rule",
      nameField: null,
      dropped: {
        globs: "the file patterns that attach the rule in Cursor: a directory role has no field for them",
        alwaysApply: `whether Cursor attaches the rule to every request: ${NO_FIELD}`,
      },
    });
    return [{ ...agent, name: fileStem(source.path, [".mdc", ".md"]) }];
  },
};

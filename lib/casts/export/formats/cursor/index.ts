// cursor: https://cursor.com/docs/context/rules
import type { ExportFormat } from "../format";
import { info } from "./info";
import { cursorReader } from "./read";
import { rules } from "./rules";
import { writeCursor } from "./write";

export const cursorFormat: ExportFormat = {
  ...info,
  docs: ["https://cursor.com/docs/context/rules"],
  fields: [
    { name: "description", required: false, writes: "D" },
    {
      name: "alwaysApply",
      required: false,
      writes: "false: the agent attaches the rule when the description fits",
    },
  ],
  limits: {},
  write: writeCursor,
  rules,
  read: cursorReader,
};

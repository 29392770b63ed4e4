import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "agents-md",
  label: "AGENTS.md",
  kind: "file",
  syntax: "text",
  usesModel: false,
  path: () => "AGENTS.md",
  example: "casts export implementer --mode fast --to agents-md --out .",
};

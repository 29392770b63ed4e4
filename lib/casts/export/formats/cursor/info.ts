import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "cursor",
  label: "Cursor rule",
  kind: "file",
  syntax: "markdown",
  usesModel: false,
  path: (slug: string) => `.cursor/rules/${slug}.mdc`,
  example: "casts export analyst --to cursor --out .",
};

import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "cursor-agent",
  label: "Cursor subagent",
  kind: "file",
  syntax: "markdown",
  usesModel: true,
  path: (slug: string) => `.cursor/agents/${slug}.md`,
  example: "casts export researcher --to cursor-agent --out .",
};

import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "gemini",
  label: "Gemini CLI subagent",
  kind: "file",
  syntax: "markdown",
  usesModel: true,
  path: (slug: string) => `.gemini/agents/${slug}.md`,
  example: "casts export researcher --to gemini --model gemini-2.5-pro --out .",
};

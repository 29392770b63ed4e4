import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "copilot",
  label: "GitHub Copilot custom agent",
  kind: "file",
  syntax: "markdown",
  usesModel: true,
  path: (slug: string) => `.github/agents/${slug}.agent.md`,
  example: "casts export implementer --mode fast --to copilot --out .",
};

import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "opencode",
  label: "OpenCode agent",
  kind: "file",
  syntax: "markdown",
  usesModel: true,
  path: (slug: string) => `.opencode/agents/${slug}.md`,
  example: "casts export reviewer --to opencode --model anthropic/claude-sonnet-4-6 --out .",
};

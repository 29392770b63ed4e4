import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "claude-code",
  label: "Claude Code subagent",
  kind: "file",
  syntax: "markdown",
  usesModel: true,
  path: (slug: string) => `.claude/agents/${slug}.md`,
  example: "casts export reviewer --mode adversarial --to claude-code --out .",
};

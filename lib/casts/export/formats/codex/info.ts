import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "codex",
  label: "Codex custom agent (TOML)",
  kind: "file",
  syntax: "toml",
  usesModel: true,
  path: (slug: string) => `.codex/agents/${slug}.toml`,
  example: "casts export reviewer --to codex --model gpt-5.1-codex --out .",
};

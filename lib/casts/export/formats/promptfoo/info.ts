import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "promptfoo",
  label: "promptfoo eval config",
  kind: "file",
  syntax: "yaml",
  usesModel: true,
  path: (slug: string) => `promptfoo/${slug}/promptfooconfig.yaml`,
  example: "casts export critic --to promptfoo --model gpt-4.1 --out .",
};

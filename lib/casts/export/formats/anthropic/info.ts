import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "anthropic",
  label: "Anthropic Messages request",
  kind: "request",
  syntax: "json",
  usesModel: true,
  path: (slug: string) => `${slug}.anthropic.json`,
  example: "casts export planner --to anthropic --model claude-sonnet-4-6",
};

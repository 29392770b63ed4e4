import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "openai",
  label: "OpenAI Chat Completions request",
  kind: "request",
  syntax: "json",
  usesModel: true,
  path: (slug: string) => `${slug}.openai.json`,
  example: "casts export planner --to openai --model gpt-4.1",
};

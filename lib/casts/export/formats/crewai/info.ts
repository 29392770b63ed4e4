import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "crewai",
  label: "CrewAI agents.yaml",
  kind: "file",
  syntax: "yaml",
  usesModel: true,
  path: () => "agents.yaml",
  example: "casts export --all --to crewai --out config",
};

import type { ExportTargetInfo } from "../../targets";

export const info: ExportTargetInfo = {
  id: "lionagi",
  label: "LionAGI AgentSpec",
  kind: "file",
  syntax: "yaml",
  usesModel: true,
  path: (slug: string) => `${slug}.agent.yaml`,
  example: "casts export critic --mode adversarial --name adv-critic --to lionagi",
};

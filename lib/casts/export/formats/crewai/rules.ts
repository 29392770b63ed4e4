// The documented constraints of CrewAI's agents.yaml, from https://docs.crewai.com/en/concepts/agents
// (YAML configuration: each agent a mapping with role, goal and backstory).
import type { ExportFile } from "../../context";
import type { LintRule } from "../format";
import { rule, yamlMapping } from "../lint-kit";

const SOURCE = "https://docs.crewai.com/en/concepts/agents";

function agents(file: ExportFile): Record<string, unknown> | null {
  return yamlMapping(file.content);
}

function fieldRule(field: "role" | "goal" | "backstory"): LintRule {
  return rule(
    { id: `crewai/${field}-required`, source: SOURCE, summary: `Every agent has a non-empty \`${field}\`.` },
    (file) =>
      Object.entries(agents(file) ?? {}).flatMap(([name, agent]) => {
        const value = (agent as Record<string, unknown> | null)?.[field];
        return typeof value === "string" && value.trim() !== ""
          ? []
          : [`agent '${name}' has no \`${field}\``];
      }),
  );
}

export const rules: readonly LintRule[] = [
  rule(
    {
      id: "crewai/yaml-mapping",
      source: SOURCE,
      summary: "agents.yaml is a YAML mapping of agent names to agents.",
    },
    (file) => (agents(file) === null ? ["agents.yaml is not a YAML mapping"] : []),
  ),
  fieldRule("role"),
  fieldRule("goal"),
  fieldRule("backstory"),
];

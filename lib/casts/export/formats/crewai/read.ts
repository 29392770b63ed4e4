// Reads a CrewAI `agents.yaml` (https://docs.crewai.com/en/concepts/agents, "YAML Configuration"):
// a mapping from each agent's key to its attributes. The key names the role; `goal` is its
// description, `backstory` its instructions, `llm` its model, `tools` its tool names. The writer
// beside it (./write.ts) writes the same keys. `{placeholders}` are kept as written.
import { echo } from "../../../core/limits";
import { ImportError, inFolder, textField, toolList, yamlMapping, type Data } from "../../../import/read-kit";
import type { AgentSource, DroppedField, FormatReader, ReadAgent } from "../../../import/types";

function readEntry(key: string, value: unknown): ReadAgent {
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ImportError("FORMAT_INVALID", `${key}: expected the agent's attributes (a mapping)`, {
      path: key,
    });
  const data = value as Data;
  const mapped: string[] = [];
  const dropped: DroppedField[] = [];
  const notes: string[] = [];
  const field = (name: string) => {
    try {
      const text = textField(data, name);
      if (text !== null) mapped.push(name);
      return text;
    } catch {
      throw new ImportError("FORMAT_INVALID", `${key}.${name}: expected text`, { path: `${key}.${name}` });
    }
  };
  const goal = field("goal");
  const backstory = field("backstory") ?? "";
  let model: string | null = null;
  let tools: string[] | null = null;
  for (const name of Object.keys(data)) {
    if (name === "goal" || name === "backstory") continue;
    if (name === "role") {
      const title = textField(data, "role");
      if (title !== null && title !== key)
        dropped.push({
          field: "role",
          reason: `the title '${echo(title)}' is not carried: the role is named after its key '${echo(key)}'`,
        });
      else if (title !== null) mapped.push("role");
    } else if (name === "llm" && typeof data["llm"] === "string") model = field("llm");
    else if (name === "tools" && data["tools"] !== null) {
      tools = toolList(data["tools"], `${key}.tools`, "comma");
      if (tools.length > 0) mapped.push("tools");
      else tools = null;
    } else dropped.push({ field: name, reason: `the CrewAI setting '${name}' has no directory-role field` });
  }
  const placeholders = [...`${goal ?? ""} ${backstory}`.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)\}/g)].map(
    (m) => m[1],
  );
  if (placeholders.length > 0)
    notes.push(
      `kept the CrewAI placeholders ${[...new Set(placeholders)].map((p) => `{${p}}`).join(", ")} as written`,
    );
  return { name: key, description: goal, body: backstory, model, tools, mapped, dropped, notes };
}

function readAgentsYaml(source: AgentSource): ReadAgent[] {
  const data = yamlMapping(source.text, source.path, "agents.yaml");
  return Object.entries(data).map(([key, value]) => readEntry(key, value));
}

export const crewaiReader: FormatReader = {
  id: "crewai",
  label: "CrewAI agents.yaml",
  docs: ["https://docs.crewai.com/en/concepts/agents"],
  matchesPath: (path) => /(^|\/)agents\.ya?ml$/i.test(path) || inFolder(path, "config", ["agents.yaml"]),
  read: readAgentsYaml,
};

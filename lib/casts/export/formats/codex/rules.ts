// The documented constraints of Codex custom agent files, from https://developers.openai.com/codex/subagents
// ("Custom agents": one TOML file per agent under .codex/agents/, required name, description and
// developer_instructions; nickname_candidates) and https://developers.openai.com/codex/config-reference
// (model_reasoning_effort and sandbox_mode values).
import type { LintRule } from "../format";
import { oneOf, requiredString, rule, tomlData as toml, tomlView } from "../lint-kit";
import { CODEX_EFFORTS } from "./write";

const AGENTS = "https://developers.openai.com/codex/subagents";
const CONFIG = "https://developers.openai.com/codex/config-reference";

export const rules: readonly LintRule[] = [
  rule({ id: "codex/toml-parses", source: AGENTS, summary: "A custom agent is a TOML file." }, (file) => {
    const view = tomlView(file.content);
    return view.problem ? [`TOML: ${view.problem}`] : [];
  }),
  rule(
    { id: "codex/toml-extension", source: AGENTS, summary: "Each custom agent is a .toml file." },
    (file) => (file.path.endsWith(".toml") ? [] : [`${file.path} does not end in .toml`]),
  ),
  requiredString({ id: "codex/name-required", source: AGENTS }, toml, "name"),
  requiredString({ id: "codex/description-required", source: AGENTS }, toml, "description"),
  requiredString(
    { id: "codex/developer-instructions-required", source: AGENTS },
    toml,
    "developer_instructions",
  ),
  oneOf({ id: "codex/reasoning-effort", source: CONFIG }, toml, "model_reasoning_effort", CODEX_EFFORTS),
  oneOf({ id: "codex/sandbox-mode", source: CONFIG }, toml, "sandbox_mode", [
    "read-only",
    "workspace-write",
    "danger-full-access",
  ]),
  rule(
    {
      id: "codex/nickname-candidates",
      source: AGENTS,
      summary:
        "`nickname_candidates` is a non-empty list of unique names of ASCII letters, digits, spaces, hyphens and underscores.",
    },
    (file) => {
      const names = toml(file)?.["nickname_candidates"];
      if (names === undefined) return [];
      if (!Array.isArray(names) || names.length === 0)
        return ["`nickname_candidates` is not a non-empty list"];
      const problems: string[] = [];
      if (new Set(names).size !== names.length) problems.push("`nickname_candidates` lists a name twice");
      for (const name of names)
        if (typeof name !== "string" || !/^[A-Za-z0-9 _-]+$/.test(name))
          problems.push(
            `nickname ${JSON.stringify(name)} has characters outside ASCII letters, digits, space, - and _`,
          );
      return problems;
    },
  ),
];

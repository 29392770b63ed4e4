// The export targets' names, apart from their descriptions (targets.ts): all the composer's URL
// handling needs, so its first load does not carry the descriptions table.

/** Where an export goes: agent-tool files, or API requests with structured output. */
export const EXPORT_TARGETS = Object.freeze([
  "claude-code",
  "cursor",
  "copilot",
  "crewai",
  "lionagi",
  "openai",
  "anthropic",
  "agent-skill",
  "agents-md",
  "codex",
  "gemini",
  "opencode",
  "cursor-agent",
  "promptfoo",
] as const);

export type ExportTarget = (typeof EXPORT_TARGETS)[number];

export function isExportTarget(value: string): value is ExportTarget {
  return (EXPORT_TARGETS as readonly string[]).includes(value);
}

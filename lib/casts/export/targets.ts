// Each target's metadata (label, kind, path rule), light enough for the composer's first load; the
// formats themselves (writer, rules) live in ./formats/<id>/.
import { info as agentSkill } from "./formats/agent-skill/info";
import { info as agentsMd } from "./formats/agents-md/info";
import { info as anthropic } from "./formats/anthropic/info";
import { info as claudeCode } from "./formats/claude-code/info";
import { info as copilot } from "./formats/copilot/info";
import { info as codex } from "./formats/codex/info";
import { info as crewai } from "./formats/crewai/info";
import { info as cursorAgent } from "./formats/cursor-agent/info";
import { info as cursor } from "./formats/cursor/info";
import { info as gemini } from "./formats/gemini/info";
import { info as lionagi } from "./formats/lionagi/info";
import { info as openai } from "./formats/openai/info";
import { info as opencode } from "./formats/opencode/info";
import { info as promptfoo } from "./formats/promptfoo/info";
import type { ExportTarget } from "./target-names";

import { EXPORT_TARGETS } from "./target-names";

export { EXPORT_TARGETS, isExportTarget } from "./target-names";
export type { ExportTarget } from "./target-names";

export interface ExportTargetInfo {
  readonly id: ExportTarget;
  readonly label: string;
  /** `file`: a file an agent tool reads; `request`: an API request body. */
  readonly kind: "file" | "request";
  /** How the file is written: markdown with YAML front matter, TOML, JSON, YAML, or plain text. */
  readonly syntax: "markdown" | "toml" | "json" | "yaml" | "text";
  /** Whether the target has a model field (request targets always write one). */
  readonly usesModel: boolean;
  /** The conventional path for a slug. */
  readonly path: (slug: string) => string;
  /** A CLI example for `casts export --help`. */
  readonly example: string;
}

/** Request targets need a model; these are used when neither the caller nor the pack names one. */
export const DEFAULT_MODELS = Object.freeze({ openai: "gpt-4.1", anthropic: "claude-sonnet-4-6" } as const);

/** Anthropic's Messages API requires max_tokens; the export writes this value. */
export const ANTHROPIC_MAX_TOKENS = 4096;

/** Each target's metadata, from its format folder's info.ts. */
export const EXPORT_TARGET_INFO: Readonly<Record<ExportTarget, ExportTargetInfo>> = Object.freeze({
  "claude-code": claudeCode,
  cursor,
  copilot,
  crewai,
  lionagi,
  openai,
  anthropic,
  "agent-skill": agentSkill,
  "agents-md": agentsMd,
  codex,
  gemini,
  opencode,
  "cursor-agent": cursorAgent,
  promptfoo,
} satisfies Record<ExportTarget, ExportTargetInfo>);

/** The targets whose file is markdown with YAML front matter. */
export const FRONT_MATTER_TARGETS: readonly ExportTarget[] = Object.freeze(
  EXPORT_TARGETS.filter((target) => EXPORT_TARGET_INFO[target].syntax === "markdown"),
);

// Export formats: one folder per format, `formats/<format-id>/`, holding
//   info.ts   the format's metadata (id, label, kind, path rule, example) — no imports beyond types,
//             so the composer's first load can carry every target's label and path (../targets.ts);
//   write.ts  the writer: ExportContext → files (the export side);
//   read.ts   the reader: files → directory-role data (the import side; added by the import work);
//   rules.ts  the lint rule table: every documented constraint of the format, each citing its page;
//   index.ts  the format: `<camelId>Format: ExportFormat` = info + docs (the official pages, also
//             cited in the header) + field table + limits + write + rules (+ read).
// Shared pieces beside the folders: format.ts (the ExportFormat, LintRule, LintFinding types),
// markdown.ts (body and file helpers of the markdown agent formats). A format that is import-only
// (e.g. roo, Roo/Cline `.roomodes`) has a folder with read.ts and index.ts but no writer, and is not
// an export target. This file is the registry: FORMATS maps each export target to its format.
import type { ExportTarget } from "../target-names";
import { agentSkillFormat } from "./agent-skill";
import { agentsMdFormat } from "./agents-md";
import { anthropicFormat } from "./anthropic";
import { claudeCodeFormat } from "./claude-code";
import { codexFormat } from "./codex";
import { copilotFormat } from "./copilot";
import { crewaiFormat } from "./crewai";
import { cursorFormat } from "./cursor";
import { cursorAgentFormat } from "./cursor-agent";
import type { ExportFormat } from "./format";
import { geminiFormat } from "./gemini";
import { lionagiFormat } from "./lionagi";
import { openaiFormat } from "./openai";
import { opencodeFormat } from "./opencode";
import { promptfooFormat } from "./promptfoo";

export type { ExportFormat, FormatField, LintFinding, LintRule, LintSeverity, WrittenExport } from "./format";

/** Every export target's format, by target id. */
export const FORMATS: Readonly<Record<ExportTarget, ExportFormat>> = Object.freeze({
  "claude-code": claudeCodeFormat,
  cursor: cursorFormat,
  copilot: copilotFormat,
  crewai: crewaiFormat,
  lionagi: lionagiFormat,
  openai: openaiFormat,
  anthropic: anthropicFormat,
  "agent-skill": agentSkillFormat,
  "agents-md": agentsMdFormat,
  codex: codexFormat,
  gemini: geminiFormat,
  opencode: opencodeFormat,
  "cursor-agent": cursorAgentFormat,
  promptfoo: promptfooFormat,
});

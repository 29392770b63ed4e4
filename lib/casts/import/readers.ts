// Every format the import reads, by id. The readers live beside the writers, one folder per format
// (../export/formats/<id>/read.ts); roo is import-only. Path detection tries them in this order.
import { agentSkillReader } from "../export/formats/agent-skill/read";
import { agentsMdReader } from "../export/formats/agents-md/read";
import { claudeCodeReader } from "../export/formats/claude-code/read";
import { codexReader } from "../export/formats/codex/read";
import { copilotReader } from "../export/formats/copilot/read";
import { crewaiReader } from "../export/formats/crewai/read";
import { cursorAgentReader } from "../export/formats/cursor-agent/read";
import { cursorReader } from "../export/formats/cursor/read";
import { geminiReader } from "../export/formats/gemini/read";
import { opencodeReader } from "../export/formats/opencode/read";
import { rooReader } from "../export/formats/roo/read";
import type { FormatReader, ImportFormatId } from "./types";

export const FORMAT_READERS: Readonly<Record<ImportFormatId, FormatReader>> = Object.freeze({
  "agent-skill": agentSkillReader,
  "agents-md": agentsMdReader,
  roo: rooReader,
  crewai: crewaiReader,
  codex: codexReader,
  copilot: copilotReader,
  "cursor-agent": cursorAgentReader,
  cursor: cursorReader,
  gemini: geminiReader,
  opencode: opencodeReader,
  "claude-code": claudeCodeReader,
});

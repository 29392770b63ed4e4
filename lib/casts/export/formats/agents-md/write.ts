import { noteToolsNotCarried, requiredInstructions, type ExportContext } from "../../context";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

/** Plain markdown, no front matter: the instructions (and the output contract when the role emits). */
export function writeAgentsMd(context: ExportContext): WrittenExport {
  noteToolsNotCarried(context, "AGENTS.md");
  if (context.model !== null)
    context.notes.push(`AGENTS.md has no model field: the model '${context.model}' was not written.`);
  const instructions = requiredInstructions(context, "An AGENTS.md (Codex skips an empty one)");
  return { files: [targetFile(context, bodyWithContract(context, instructions))] };
}

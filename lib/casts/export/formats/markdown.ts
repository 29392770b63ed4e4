// What the markdown agent formats share: the body (instructions, then the output contract when the
// role emits) and the file at the format's path.
import type { ExportContext, ExportFile } from "../context";
import { outputContractSection } from "../output-contract";
import { EXPORT_TARGET_INFO } from "../targets";

const APPENDED_NOTE =
  "An output contract section (the emission keys and their JSON Schemas) was appended after the system message, because this format has no schema field.";

/**
 * The instructions (the exported ones unless given), then the output contract section when the role
 * emits; ends with one newline.
 */
export function bodyWithContract(context: ExportContext, instructions: string = context.system): string {
  const section = outputContractSection(context.profile.emissionOperable());
  if (section === "") return `${instructions}\n`;
  context.notes.push(APPENDED_NOTE);
  return `${instructions}\n\n${section}\n`;
}

/** The export's file at the target's conventional path. */
export function targetFile(context: ExportContext, content: string): ExportFile {
  return { path: EXPORT_TARGET_INFO[context.target].path(context.slug), content };
}

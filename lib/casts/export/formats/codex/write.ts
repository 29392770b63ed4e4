import { stringify } from "smol-toml";

import { noteToolsNotCarried, requiredInstructions, type ExportContext } from "../../context";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

/** The reasoning efforts Codex's `model_reasoning_effort` takes. */
export const CODEX_EFFORTS = ["none", "minimal", "low", "medium", "high", "xhigh"] as const;

// Long text reads best as a multi-line literal string ('''…'''), which TOML takes as written when it
// holds no ''' and no control character besides tab and newline; otherwise smol-toml's escaped form.
function tomlText(key: string, text: string): string {
  if (!text.includes("'''") && !/[\u0000-\u0008\u000b-\u001f\u007f]/.test(text))
    return `${key} = '''\n${text}'''`;
  return stringify({ [key]: text }).trimEnd();
}

export function writeCodex(context: ExportContext): WrittenExport {
  const head: Record<string, string> = { name: context.slug, description: context.description };
  if (context.model !== null) head["model"] = context.model;
  const effort = CODEX_EFFORTS.find((candidate) => candidate === context.effort);
  if (effort) head["model_reasoning_effort"] = effort;
  else if (context.effort !== null)
    context.notes.push(
      `The pack's effort '${context.effort}' is not one of ${CODEX_EFFORTS.join(", ")}: not written.`,
    );
  noteToolsNotCarried(context, "A Codex custom agent");
  const instructions = requiredInstructions(context, "Codex's developer_instructions");
  const text = tomlText("developer_instructions", bodyWithContract(context, instructions));
  const content = `${stringify(head)}${text}\n`;
  return { files: [targetFile(context, content)] };
}

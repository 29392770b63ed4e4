import { noteToolsNotCarried, type ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

/** OpenCode names a model `provider/model-id`. */
export const OPENCODE_MODEL = /^[^/\s]+\/\S+$/;

export function writeOpenCode(context: ExportContext): WrittenExport {
  let model: string | undefined;
  if (context.model !== null) {
    if (OPENCODE_MODEL.test(context.model)) model = context.model;
    else
      context.notes.push(
        `OpenCode names models provider/model-id: '${context.model}' was not written (e.g. anthropic/${context.model}).`,
      );
  }
  const head = frontMatter([
    ["description", context.description],
    ["mode", "subagent"],
    ["model", model],
  ]);
  // OpenCode permissions name OpenCode actions (edit, shell, …), not a role's own tool names.
  noteToolsNotCarried(context, "An OpenCode agent");
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

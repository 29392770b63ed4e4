import { noteToolsNotCarried, type ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

export function writeCursorAgent(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    ["model", context.model ?? undefined],
  ]);
  noteToolsNotCarried(context, "A Cursor subagent");
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

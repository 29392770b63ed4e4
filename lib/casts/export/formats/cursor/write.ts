import { noteToolsNotCarried, type ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

export function writeCursor(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["description", context.description],
    ["alwaysApply", false],
  ]);
  noteToolsNotCarried(context, "A Cursor rule");
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

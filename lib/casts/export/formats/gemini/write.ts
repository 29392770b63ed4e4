import type { ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

export function writeGemini(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    ["kind", "local"],
    // Omitted, the subagent inherits every tool of the session.
    ["tools", context.tools ?? undefined],
    ["model", context.model ?? undefined],
  ]);
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

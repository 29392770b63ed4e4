import type { ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

export function writeCopilot(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    // A list of tool names; omitted, the agent gets every tool.
    ["tools", context.tools ?? undefined],
    ["model", context.model ?? undefined],
  ]);
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

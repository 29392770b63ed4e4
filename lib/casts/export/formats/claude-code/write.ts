import type { ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";

export function writeClaudeCode(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    // Claude Code reads `tools` as a comma-separated allowlist; omitted, the subagent inherits every tool.
    ["tools", context.tools === null ? undefined : context.tools.join(", ")],
    // A model ID, or the alias of the model family a directory role allows (context.ts: `sonnet`).
    ["model", context.model ?? undefined],
  ]);
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

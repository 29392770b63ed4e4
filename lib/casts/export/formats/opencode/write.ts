import type { ExportContext } from "../../context";
import { frontMatter, type FrontMatterRecord } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";
import { openCodeModel } from "./model";
import { toolPermissions } from "./permissions";

function writtenModel(context: ExportContext): string | undefined {
  const given = context.model;
  if (given === null) return undefined;
  const model = openCodeModel(given);
  const form = "OpenCode names models provider/model-id";
  if (model === null) {
    const unknown = `${form}, and the provider of '${given}' is not known here`;
    context.notes.push(
      `${unknown}: the model was not written; name it <provider>/${given}, with the provider's OpenCode ID.`,
    );
  } else if (model !== given) context.notes.push(`${form}: '${given}' was written as ${model}.`);
  return model ?? undefined;
}

function writtenPermissions(context: ExportContext): FrontMatterRecord[] | undefined {
  if (context.tools === null) return undefined;
  if (context.tools.length === 0) {
    context.notes.push("The role allows no tools: written as one OpenCode permission denying every action.");
    return toolPermissions([]);
  }
  const written = "The role's tools were written as OpenCode permissions";
  const rules = "every action denied, then each tool allowed";
  const names = "its own action names (read, edit, shell, …)";
  context.notes.push(`${written} (${rules}); OpenCode matches each against ${names}.`);
  const wildcards = context.tools.filter((tool) => /[*?]/.test(tool)).join(", ");
  const wildcard = "OpenCode reads * and ? in an action as wildcards";
  if (wildcards !== "") context.notes.push(`${wildcard}: ${wildcards} may match several actions.`);
  return toolPermissions(context.tools);
}

export function writeOpenCode(context: ExportContext): WrittenExport {
  const head = frontMatter([
    ["description", context.description],
    ["mode", "subagent"],
    ["model", writtenModel(context)],
    ["permissions", writtenPermissions(context)],
  ]);
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

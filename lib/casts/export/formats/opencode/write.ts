import type { ExportContext } from "../../context";
import { frontMatter, type FrontMatterRecord } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";
import { toolPermissions } from "./permissions";

/** OpenCode names a model `provider/model-id` (https://opencode.ai/docs/agents). */
export const OPENCODE_MODEL = /^[^/\s]+\/\S+$/;

/**
 * The provider ID of the model families whose provider the ID shows, as OpenCode's provider catalog
 * (https://models.dev) names them.
 */
const FAMILY_PROVIDERS: readonly (readonly [RegExp, string])[] = [
  [/^(?:gpt-|o\d+(?:-|$))/, "openai"],
  [/^claude-/, "anthropic"],
  [/^gemini-/, "google"],
];

/**
 * The model as OpenCode names it: as given when it is already `provider/model-id`, else with the
 * provider of a known family (`gpt-4.1` → `openai/gpt-4.1`); null when the provider is not known.
 */
export function openCodeModel(model: string): string | null {
  if (OPENCODE_MODEL.test(model)) return model;
  const provider = FAMILY_PROVIDERS.find(([family]) => family.test(model))?.[1];
  return provider === undefined ? null : `${provider}/${model}`;
}

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

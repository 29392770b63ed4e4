import type { ExportContext } from "../../context";
import { frontMatter } from "../../front-matter";
import type { WrittenExport } from "../format";
import { bodyWithContract, targetFile } from "../markdown";
import { skillName } from "./info";

/** The spec's cap on `description`; a longer role description is cut at a word and noted. */
const DESCRIPTION_MAX = 1024;

function skillDescription(context: ExportContext): string {
  const chars = [...context.description];
  if (chars.length <= DESCRIPTION_MAX) return context.description;
  const cut = chars.slice(0, DESCRIPTION_MAX - 1).join("");
  const atWord = cut.slice(0, Math.max(cut.lastIndexOf(" "), 1));
  context.notes.push(
    `The description is ${chars.length} characters; Agent Skills allow ${DESCRIPTION_MAX}, so it was cut to ${[...atWord].length + 1}.`,
  );
  return `${atWord}…`;
}

export function writeAgentSkill(context: ExportContext): WrittenExport {
  const name = skillName(context.slug);
  if (name !== context.slug)
    context.notes.push(`Agent Skill names have at most 64 characters: the skill is named '${name}'.`);
  const head = frontMatter([
    ["name", name],
    ["description", skillDescription(context)],
    // Space-delimited tool names the skill may run without asking (experimental in the spec).
    ["allowed-tools", context.tools === null ? undefined : context.tools.join(" ")],
  ]);
  if (context.model !== null)
    context.notes.push(`Agent Skills have no model field: the model '${context.model}' was not written.`);
  return { files: [targetFile(context, `${head}\n${bodyWithContract(context)}`)] };
}

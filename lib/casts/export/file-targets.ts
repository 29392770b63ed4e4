import { Document } from "yaml";

import { CastsError } from "../core/errors";
import { dumpPyYamlMapping } from "../core/pyyaml-dump";
import type { ExportContext, ExportFile } from "./context";
import { frontMatter } from "./front-matter";
import { outputContractSection } from "./output-contract";
import { EXPORT_TARGET_INFO } from "./targets";

const APPENDED_NOTE =
  "An output contract section (the emission keys and their JSON Schemas) was appended after the system message, because this format has no schema field.";

/** `S`, then the output contract section when the role emits. */
function bodyWithContract(context: ExportContext): string {
  const section = outputContractSection(context.profile.emissionOperable());
  if (section === "") return `${context.system}\n`;
  context.notes.push(APPENDED_NOTE);
  return `${context.system}\n\n${section}\n`;
}

function file(context: ExportContext, content: string): ExportFile {
  return { path: EXPORT_TARGET_INFO[context.target].path(context.slug), content };
}

export function claudeCodeFile(context: ExportContext): ExportFile {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    ["model", context.model ?? undefined],
  ]);
  return file(context, `${head}\n${bodyWithContract(context)}`);
}

export function cursorFile(context: ExportContext): ExportFile {
  const head = frontMatter([
    ["description", context.description],
    ["alwaysApply", false],
  ]);
  return file(context, `${head}\n${bodyWithContract(context)}`);
}

export function copilotFile(context: ExportContext): ExportFile {
  const head = frontMatter([
    ["name", context.slug],
    ["description", context.description],
    ["model", context.model ?? undefined],
  ]);
  return file(context, `${head}\n${bodyWithContract(context)}`);
}

/** One `agents.yaml` entry; CrewAI keys agents by the name the crew code looks up. */
export function crewAiEntry(context: ExportContext): Record<string, string> {
  const operable = context.profile.emissionOperable();
  if (operable) {
    context.notes.push(
      `CrewAI agents have no output schema field: attach one to the task (output_json or output_pydantic). Emission keys: ${operable.keys().join(", ")}.`,
    );
  }
  return {
    role: context.profile.name,
    goal: context.description,
    backstory: context.system,
    ...(context.model === null ? {} : { llm: context.model }),
  };
}

export function crewAiFile(entries: readonly (readonly [string, Record<string, string>])[]): ExportFile {
  const doc = new Document(Object.fromEntries(entries));
  return { path: "agents.yaml", content: doc.toString({ lineWidth: 0, blockQuote: "literal" }) };
}

export function lionAgiFile(context: ExportContext): ExportFile {
  if (!context.builtIn) {
    throw new CastsError(
      "EXPORT_UNSUPPORTED",
      `The lionagi target covers built-in roles only: '${context.profile.role.name}' is a directory role, and LionAGI resolves roles against its own catalog`,
      { details: { path: "role" } },
    );
  }
  const spec: Record<string, string | readonly string[]> = {
    role: context.profile.role.name,
    modes: context.profile.modes.map((mode) => mode.name),
    pack: context.packName ?? "default",
  };
  if (context.model !== null) spec["model"] = context.model;
  if (context.effort !== null) spec["effort"] = context.effort;
  if (context.profile.name !== context.profile.role.name) {
    context.notes.push(
      `LionAGI's AgentSpec has no name field: the profile name '${context.profile.name}' names the file only.`,
    );
  }
  return file(
    context,
    `# LionAGI AgentSpec: load with AgentSpec.from_yaml("${context.slug}.agent.yaml")\n${dumpPyYamlMapping(spec)}`,
  );
}

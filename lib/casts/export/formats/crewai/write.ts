import { Document } from "yaml";

import {
  noteToolsNotCarried,
  requiredInstructions,
  type ExportContext,
  type ExportFile,
} from "../../context";
import type { WrittenExport } from "../format";

/** One `agents.yaml` entry; CrewAI keys agents by the name the crew code looks up. */
export function crewAiEntry(context: ExportContext): Record<string, string> {
  const operable = context.profile.emissionOperable();
  if (operable) {
    context.notes.push(
      `CrewAI agents have no output schema field: attach one to the task (output_json or output_pydantic). Emission keys: ${operable.keys().join(", ")}.`,
    );
  }
  noteToolsNotCarried(context, "A CrewAI agents.yaml entry");
  return {
    role: context.profile.name,
    goal: context.description,
    backstory: requiredInstructions(context, "A CrewAI agent's backstory"),
    ...(context.model === null ? {} : { llm: context.model }),
  };
}

/** The one `agents.yaml` holding every entry (a roster writes all its agents into it). */
export function crewAiFile(entries: readonly (readonly [string, Record<string, string>])[]): ExportFile {
  const doc = new Document(Object.fromEntries(entries));
  return { path: "agents.yaml", content: doc.toString({ lineWidth: 0, blockQuote: "literal" }) };
}

export function writeCrewAi(context: ExportContext): WrittenExport {
  return { files: [crewAiFile([[context.slug, crewAiEntry(context)]])] };
}

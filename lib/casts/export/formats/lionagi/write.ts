import { CastsError } from "../../../core/errors";
import { dumpPyYamlMapping } from "../../../core/pyyaml-dump";
import type { ExportContext } from "../../context";
import type { WrittenExport } from "../format";
import { targetFile } from "../markdown";

export function writeLionAgi(context: ExportContext): WrittenExport {
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
  return {
    files: [
      targetFile(
        context,
        `# LionAGI AgentSpec: load with AgentSpec.from_yaml("${context.slug}.agent.yaml")\n${dumpPyYamlMapping(spec)}`,
      ),
    ],
  };
}

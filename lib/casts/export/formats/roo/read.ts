// Reads Roo Code (and Cline) custom modes: a project's `.roomodes` file, YAML or JSON, with a
// `customModes` list, from https://docs.roocode.com/features/custom-modes. Each mode's `slug` names
// the role; `description` (else `whenToUse`) describes it; `roleDefinition` then `customInstructions`
// are its instructions. Import only: the catalog does not write `.roomodes`.
import { type Data, ImportError, NO_FIELD, textField, yamlMapping } from "../../../import/read-kit";
import type { AgentSource, DroppedField, FormatReader, ReadAgent } from "../../../import/types";

function readMode(value: unknown, index: number): ReadAgent {
  const place = `customModes[${index}]`;
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ImportError("FORMAT_INVALID", `${place}: expected a mode (a mapping)`, { path: place });
  const data = value as Data;
  const text = (field: string) => {
    try {
      return textField(data, field);
    } catch {
      throw new ImportError("FORMAT_INVALID", `${place}.${field}: expected text`, {
        path: `${place}.${field}`,
      });
    }
  };
  const slug = text("slug");
  if (slug === null)
    throw new ImportError("FORMAT_INVALID", `${place}.slug: missing`, { path: `${place}.slug` });
  const roleDefinition = text("roleDefinition");
  if (roleDefinition === null)
    throw new ImportError("FORMAT_INVALID", `${place}.roleDefinition: missing`, {
      path: `${place}.roleDefinition`,
    });
  const mapped = ["slug", "roleDefinition"];
  const dropped: DroppedField[] = [];
  const description = text("description");
  const whenToUse = text("whenToUse");
  const instructions = text("customInstructions");
  if (description !== null) mapped.push("description");
  if (whenToUse !== null) {
    if (description === null) mapped.push("whenToUse");
    else
      dropped.push({
        field: "whenToUse",
        reason: "the role's description comes from `description`; a directory role has one description",
      });
  }
  if (instructions !== null) mapped.push("customInstructions");
  for (const field of Object.keys(data)) {
    if (["slug", "roleDefinition", "description", "whenToUse", "customInstructions"].includes(field))
      continue;
    const reason =
      field === "name"
        ? "the display name: the role is named after the slug"
        : field === "groups"
          ? "Roo's tool groups (read, edit, command, …) name Roo permissions, not tool names"
          : field === "source"
            ? "where Roo keeps the mode (global or project)"
            : `not a documented Roo mode field: ${NO_FIELD}`;
    dropped.push({ field, reason });
  }
  return {
    name: slug,
    description: description ?? whenToUse,
    body: instructions === null ? roleDefinition : `${roleDefinition}\n\n${instructions}`,
    model: null,
    tools: null,
    mapped,
    dropped,
    notes: [],
  };
}

function readRoomodes(source: AgentSource): ReadAgent[] {
  const data = yamlMapping(source.text, source.path, ".roomodes");
  const modes = data["customModes"];
  if (!Array.isArray(modes))
    throw new ImportError("FORMAT_INVALID", `${source.path}: customModes: expected a list of modes`, {
      path: "customModes",
    });
  return modes.map(readMode);
}

export const rooReader: FormatReader = {
  id: "roo",
  label: "Roo Code / Cline custom modes (.roomodes)",
  docs: ["https://docs.roocode.com/features/custom-modes"],
  matchesPath: (path) => /(^|\/)(\.roomodes|custom_modes\.(ya?ml|json))$/i.test(path),
  read: readRoomodes,
};

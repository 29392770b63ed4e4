// Completion for `casts mcp` (the SDK's completable): mode names for a role prompt's `modes`
// argument, role names for the casts://roles/{name} resource template.
import { listModes, Mode } from "../../lib/casts";

function conflicts(mode: string, chosen: readonly string[]): boolean {
  const candidate = Mode.load(mode);
  return chosen.some(
    (name) =>
      candidate.conflictsWith.includes(name) ||
      (listModes().includes(name) && Mode.load(name).conflictsWith.includes(mode)),
  );
}

/**
 * Completions of a comma-separated modes value: the names already typed stay, the last (partial) one
 * is completed with every mode that starts with it, is not listed yet and conflicts with none listed.
 */
export function completeModes(value: string): string[] {
  const parts = value.split(",");
  const last = (parts.pop() ?? "").trim();
  const chosen = parts.map((part) => part.trim()).filter((part) => part !== "");
  const prefix = chosen.length > 0 ? `${chosen.join(",")},` : "";
  return listModes()
    .filter((mode) => mode.startsWith(last) && !chosen.includes(mode) && !conflicts(mode, chosen))
    .map((mode) => `${prefix}${mode}`);
}

/** Role names starting with the typed prefix (case-insensitive), at most 100 as the protocol allows. */
export function completeRoles(value: string, names: readonly string[]): string[] {
  const prefix = value.toLowerCase();
  return names.filter((name) => name.toLowerCase().startsWith(prefix)).slice(0, 100);
}

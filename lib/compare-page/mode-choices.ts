// What a side's "Add a mode…" list offers: the catalog's modes, less those already chosen and those that
// conflict with one (lib/casts findModeConflict's rule: either mode may declare it).
import { modesClash, type ConflictDeclaring } from "@/lib/casts/core/mode-conflict";

/** The names of the modes that can join `chosen`, in catalog order. */
export function addableModes(catalog: readonly ConflictDeclaring[], chosen: readonly string[]): string[] {
  const picked = catalog.filter((mode) => chosen.includes(mode.name));
  return catalog
    .filter((mode) => !chosen.includes(mode.name) && !picked.some((other) => modesClash(mode, other)))
    .map((mode) => mode.name);
}

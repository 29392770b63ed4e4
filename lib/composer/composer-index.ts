import type { CatalogMode } from "@/lib/casts/core";

import type { ComposerPayload, IndexRole } from "./payload";
import type { KnownNames } from "./url-codec";

/** Lookup tables over the composer's index, built once per page (and again when directory roles join). */
export interface ComposerIndex extends KnownNames {
  readonly data: ComposerPayload;
  readonly roleByName: ReadonlyMap<string, IndexRole>;
  readonly modeByName: ReadonlyMap<string, CatalogMode>;
  /** True while the site has directory roles that are not in `data.roles` yet (DIRECTORY_INDEX_URL). */
  readonly directoryPending: boolean;
}

export function createComposerIndex(
  data: ComposerPayload,
  directoryPending = data.directoryRoles > 0 && !data.roles.some((role) => role.directory && !role.local),
): ComposerIndex {
  return {
    data,
    roles: data.roles.map((role) => role.name),
    modes: data.modes.map((mode) => mode.name),
    roleByName: new Map(data.roles.map((role) => [role.name, role])),
    modeByName: new Map(data.modes.map((mode) => [mode.name, mode])),
    directoryPending,
  };
}

/** Whether the directory roles must be loaded before `names` can be told known or unknown. */
export function needsDirectoryRoles(index: ComposerIndex, names: Iterable<string>): boolean {
  if (!index.directoryPending) return false;
  for (const name of names) if (name !== "" && !index.roleByName.has(name)) return true;
  return false;
}

/**
 * Role names a page's link asks for before it can draw: the composer's `role`. (The compare page draws
 * at once and loads the directory roles for a side that names one: lib/compare-page/compare-query.ts.)
 */
export function linkedRoleNames(search: string): string[] {
  const role = new URLSearchParams(search).get("role");
  return role === null ? [] : [role];
}

import type { CatalogMode } from "@/lib/casts/core";

import type { ComposerPayload, IndexRole } from "./payload";
import type { KnownNames } from "./url-codec";

/** Lookup tables over the composer's index, built once per page. */
export interface ComposerIndex extends KnownNames {
  readonly data: ComposerPayload;
  readonly roleByName: ReadonlyMap<string, IndexRole>;
  readonly modeByName: ReadonlyMap<string, CatalogMode>;
}

export function createComposerIndex(data: ComposerPayload): ComposerIndex {
  return {
    data,
    roles: data.roles.map((role) => role.name),
    modes: data.modes.map((mode) => mode.name),
    roleByName: new Map(data.roles.map((role) => [role.name, role])),
    modeByName: new Map(data.modes.map((mode) => [mode.name, mode])),
  };
}

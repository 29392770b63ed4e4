import { operableSpecs } from "./operable-schema";
import type { ComposerData, ComposerEmission, ComposerMode, ComposerRole } from "./types";
import type { KnownNames } from "./url-codec";

/** Lookup tables over the composer's data, built once per page. */
export interface ComposerIndex extends KnownNames {
  readonly data: ComposerData;
  readonly roleByName: ReadonlyMap<string, ComposerRole>;
  readonly modeByName: ReadonlyMap<string, ComposerMode>;
  /** Each role's operable specs, computed once so every composition of a role shares them. */
  readonly operableByRole: ReadonlyMap<string, readonly ComposerEmission[]>;
}

export function createComposerIndex(data: ComposerData): ComposerIndex {
  return {
    data,
    roles: data.roles.map((role) => role.name),
    modes: data.modes.map((mode) => mode.name),
    roleByName: new Map(data.roles.map((role) => [role.name, role])),
    modeByName: new Map(data.modes.map((mode) => [mode.name, mode])),
    operableByRole: new Map(data.roles.map((role) => [role.name, operableSpecs(role.emits)])),
  };
}

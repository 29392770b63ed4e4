import type { Catalog, CatalogMode, CatalogRole } from "./catalog-types";
import { emissionKeysFor } from "./emission-specs";
import type { Pack } from "./pack";
import { listModes, listRoles, Mode, Role } from "./pattern";

export type { Catalog, CatalogMode, CatalogRole, CatalogRoleConfig } from "./catalog-types";

/** One role's catalog entry (ADR D5 key order); config is null when the pack has no entry. */
export function projectRole(role: Role, pack: Pack | null): CatalogRole {
  const config = pack?.config(role.name) ?? null;
  const policy = pack?.policy(role.name) ?? null;
  return {
    name: role.name,
    description: role.description,
    // The specs of the role's emission operable: EscalationRequest last for every role with emissions.
    emits: emissionKeysFor(role.emits.map((model) => model.name)),
    body: role.body,
    config:
      config || policy
        ? {
            active: config?.active ?? true,
            model: config?.model ?? null,
            effort: config?.effort ?? null,
            default_modes: [...(config?.defaultModes ?? [])],
            modes_allow: [...(config?.modesAllow ?? [])],
            authority: [...(policy?.authority ?? [])],
            boundaries: [...(policy?.boundaries ?? [])],
            escalations: [...(policy?.escalations ?? [])],
          }
        : null,
  };
}

export function projectMode(mode: Mode): CatalogMode {
  return {
    name: mode.name,
    description: mode.description,
    behaviors: mode.behaviors,
    conflicts_with: [...mode.conflictsWith],
  };
}

/** The read-only catalog payload of ADR D5; fresh objects on every call. */
export function projectCatalog(pack: Pack | null): Catalog {
  return {
    roles: listRoles().map((name) => projectRole(Role.load(name), pack)),
    modes: listModes().map((name) => projectMode(Mode.load(name))),
  };
}

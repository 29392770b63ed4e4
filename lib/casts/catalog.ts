import type { Catalog, CatalogMode, CatalogRole } from "./core/catalog-types";
import { emissionKeysFor, ESCALATION_MODEL } from "./core/emission-specs";
import { CastsError } from "./core/errors";
import { echo } from "./core/limits";
import { getEmissionModel } from "./emissions/registry";
import { deepFreeze } from "./freeze";
import type { Pack } from "./pack";
import { listModes, listRoles, Mode, Role } from "./pattern";

export type { Catalog, CatalogMode, CatalogRole, CatalogRoleConfig } from "./core/catalog-types";

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

/** What a Role is rebuilt from: a catalog entry, or shipped data without the entry's emits and config. */
export type CatalogRoleFields = Pick<CatalogRole, "name" | "description" | "body"> &
  Partial<Pick<CatalogRole, "emits">>;

/**
 * The one rebuild of a library Role from the catalog's shape (projectRole's inverse): emits name
 * their models, and the EscalationRequest that projectRole appends is left to the operable again.
 * The catalog carries no artifact defaults, so the rebuilt role has none.
 */
export function roleFromCatalog(entry: CatalogRoleFields): Role {
  const models = (entry.emits ?? []).map((spec) => spec.model);
  if (models.at(-1) === ESCALATION_MODEL) models.pop();
  const emits = models.map((name, index) => {
    const model = getEmissionModel(name);
    if (!model)
      throw new CastsError("PATTERN_INVALID", `Role.emits[${index}]: unknown emission model '${echo(name)}'`);
    return model;
  });
  return new Role({ name: entry.name, description: entry.description, body: entry.body, emits });
}

export function projectMode(mode: Mode): CatalogMode {
  return {
    name: mode.name,
    description: mode.description,
    behaviors: mode.behaviors,
    conflicts_with: [...mode.conflictsWith],
  };
}

// Roles, modes and packs are immutable, so the projection for a pack is computed once and each
// call returns a fresh copy of it (strings are shared; every object and array is new).
const projections = new WeakMap<Pack, Catalog>();
let withoutPack: Catalog | undefined;

function project(pack: Pack | null): Catalog {
  return {
    roles: listRoles().map((name) => projectRole(Role.load(name), pack)),
    modes: listModes().map((name) => projectMode(Mode.load(name))),
  };
}

function copyCatalog(catalog: Catalog): Catalog {
  return {
    roles: catalog.roles.map((role) => ({
      name: role.name,
      description: role.description,
      emits: role.emits.map((spec) => ({ model: spec.model, key: spec.key })),
      body: role.body,
      config: role.config && {
        active: role.config.active,
        model: role.config.model,
        effort: role.config.effort,
        default_modes: [...role.config.default_modes],
        modes_allow: [...role.config.modes_allow],
        authority: [...role.config.authority],
        boundaries: [...role.config.boundaries],
        escalations: [...role.config.escalations],
      },
    })),
    modes: catalog.modes.map((mode) => ({ ...mode, conflicts_with: [...mode.conflicts_with] })),
  };
}

/** The read-only catalog payload of ADR D5; fresh objects on every call. */
export function projectCatalog(pack: Pack | null): Catalog {
  let catalog = pack === null ? withoutPack : projections.get(pack);
  if (!catalog) {
    catalog = deepFreeze(project(pack));
    if (pack === null) withoutPack = catalog;
    else projections.set(pack, catalog);
  }
  return copyCatalog(catalog);
}

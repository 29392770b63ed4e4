// What each role runs with under a pack: every config and policy value, where it came from (the
// pack's entry or the library's default) and whether it differs from the default pack.
import { RoleConfig, RolePolicy, type Pack } from "./pack";

export const EFFECTIVE_FIELDS = [
  "active",
  "model",
  "effort",
  "default_modes",
  "modes_allow",
  "authority",
  "boundaries",
  "escalations",
] as const;

export type EffectiveField = (typeof EFFECTIVE_FIELDS)[number];

export type EffectiveValueData = boolean | string | null | readonly string[];

export interface EffectiveValue {
  readonly field: EffectiveField;
  readonly value: EffectiveValueData;
  /** "pack" when the role's entry sets the key, "default" when the library's default applies. */
  readonly source: "pack" | "default";
  /** The default pack gives this role another value. */
  readonly differsFromDefaultPack: boolean;
}

export interface EffectiveRoleConfig {
  readonly role: string;
  /** The pack has an entry for the role. */
  readonly listed: boolean;
  readonly values: readonly EffectiveValue[];
}

export interface EffectiveConfigOptions {
  /** The roles to describe, in order (usually the catalog's). Roles only the pack lists follow. */
  readonly roles: readonly string[];
  /** The pack to compare with; null compares with the library's defaults. */
  readonly defaultPack: Pack | null;
  /** The pack's YAML as data (lintPackText's `data`): tells a written default from an omitted key. */
  readonly data?: unknown;
}

function fieldValue(config: RoleConfig, policy: RolePolicy, field: EffectiveField): EffectiveValueData {
  switch (field) {
    case "active":
      return config.active;
    case "model":
      return config.model;
    case "effort":
      return config.effort;
    case "default_modes":
      return config.defaultModes;
    case "modes_allow":
      return config.modesAllow;
    default:
      return policy[field];
  }
}

const LIBRARY_CONFIG = new RoleConfig();
const LIBRARY_POLICY = new RolePolicy();

function valuesOf(pack: Pack | null, role: string): (field: EffectiveField) => EffectiveValueData {
  const config = pack?.config(role) ?? LIBRARY_CONFIG;
  const policy = pack?.policy(role) ?? LIBRARY_POLICY;
  return (field) => fieldValue(config, policy, field);
}

const same = (a: EffectiveValueData, b: EffectiveValueData) => JSON.stringify(a) === JSON.stringify(b);

function writtenKeys(data: unknown, role: string): ReadonlySet<string> | null {
  if (data === null || typeof data !== "object" || !("roles" in data)) return null;
  const roles = data.roles;
  if (roles === null || typeof roles !== "object" || !Object.hasOwn(roles, role)) return null;
  const entry: unknown = Object.getOwnPropertyDescriptor(roles, role)?.value;
  return new Set(entry !== null && typeof entry === "object" ? Object.keys(entry) : []);
}

/** The effective configuration of every role under `pack`, value by value. */
export function effectiveConfigs(pack: Pack, options: EffectiveConfigOptions): EffectiveRoleConfig[] {
  const first = new Set(options.roles);
  const roles = [...options.roles, ...pack.roles().filter((role) => !first.has(role))];
  return roles.map((role) => {
    const listed = pack.config(role) !== null || pack.policy(role) !== null;
    const current = valuesOf(pack, role);
    const reference = valuesOf(options.defaultPack, role);
    const library = valuesOf(null, role);
    const written = options.data === undefined ? null : writtenKeys(options.data, role);
    const values = EFFECTIVE_FIELDS.map((field) => {
      const value = current(field);
      const fromPack = written ? written.has(field) : listed && !same(value, library(field));
      return {
        field,
        value,
        source: fromPack ? "pack" : "default",
        differsFromDefaultPack: !same(value, reference(field)),
      } as const;
    });
    return { role, listed, values };
  });
}

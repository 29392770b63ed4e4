// Part of the browser core (@/lib/casts/core): the ADR D5 catalog payload, as types.

export interface CatalogRoleConfig {
  active: boolean;
  model: string | null;
  effort: string | null;
  default_modes: string[];
  modes_allow: string[];
  authority: string[];
  boundaries: string[];
  escalations: string[];
}

export interface CatalogRole {
  name: string;
  description: string;
  /** The role's emission operable specs, EscalationRequest last (none for a role without emissions). */
  emits: { model: string; key: string }[];
  body: string;
  config: CatalogRoleConfig | null;
}

export interface CatalogMode {
  name: string;
  description: string;
  behaviors: string;
  conflicts_with: string[];
}

export interface Catalog {
  roles: CatalogRole[];
  modes: CatalogMode[];
}

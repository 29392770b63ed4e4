import type { CatalogRoleConfig } from "@/lib/casts/core";

/** A role's catalog config with the library's defaults (active, nothing set), changed where a test says. */
export const catalogConfig = (overrides: Partial<CatalogRoleConfig> = {}): CatalogRoleConfig => ({
  active: true,
  model: null,
  effort: null,
  default_modes: [],
  modes_allow: [],
  authority: [],
  boundaries: [],
  escalations: [],
  ...overrides,
});

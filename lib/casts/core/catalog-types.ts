// Part of the browser core (@/lib/casts/core): the ADR D5 catalog payload, as types derived from its
// zod schemas (lib/casts/catalog-schema.ts). Type imports only: nothing of zod reaches the bundle.
import type { z } from "zod";

import type {
  catalogModeSchema,
  catalogRoleConfigSchema,
  catalogRoleSchema,
  catalogSchema,
} from "../catalog-schema";

export type CatalogRoleConfig = z.infer<typeof catalogRoleConfigSchema>;
export type CatalogRole = z.infer<typeof catalogRoleSchema>;
export type CatalogMode = z.infer<typeof catalogModeSchema>;
export type Catalog = z.infer<typeof catalogSchema>;

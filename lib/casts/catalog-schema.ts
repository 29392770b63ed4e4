// The catalog's one serialisable shape (ADR D5, snake_case), as zod schemas. Every boundary a role or
// mode crosses as data (the catalog payload, the composer's shipped files, /catalog.json, MCP
// resources) uses this shape; the types are derived from the schemas (z.infer) and re-exported by
// the browser core as types only (lib/casts/core/catalog-types.ts), so zod stays out of the
// composer's first load. The build and the tests check what they write and serve against these.
import { z } from "zod";

const names = z.array(z.string());

/** A role's pack entry and policy; null on a role when the pack has no entry for it. */
export const catalogRoleConfigSchema = z.strictObject({
  active: z.boolean(),
  model: z.string().nullable(),
  effort: z.string().nullable(),
  default_modes: names,
  modes_allow: names,
  authority: names,
  boundaries: names,
  escalations: names,
});

/** One spec of a role's emission operable: the model's name and its field key. */
export const catalogEmitSchema = z.strictObject({ model: z.string(), key: z.string() });

export const catalogRoleSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  /** The role's emission operable specs, EscalationRequest last (none for a role without emissions). */
  emits: z.array(catalogEmitSchema),
  body: z.string(),
  config: catalogRoleConfigSchema.nullable(),
});

export const catalogModeSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  behaviors: z.string(),
  conflicts_with: names,
});

export const catalogSchema = z.strictObject({
  roles: z.array(catalogRoleSchema),
  modes: z.array(catalogModeSchema),
});

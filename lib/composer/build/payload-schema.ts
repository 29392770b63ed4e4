// The shapes of the composer's shipped files, as zod schemas built from the catalog's own
// (lib/casts/catalog-schema.ts): the build checks what it writes, and tests check what the routes
// serve. (The browser reads files this build produced.)
import { z } from "zod";

import { catalogModeSchema, catalogRoleSchema } from "@/lib/casts/catalog-schema";

const names = z.array(z.string());

/** lib/composer/payload.ts IndexRole: a catalog role without its body, plus its title. */
export const indexRoleSchema = catalogRoleSchema.omit({ body: true }).extend({
  title: z.string(),
  directory: z.literal(true).optional(),
  limits: z.strictObject({ model: z.string(), required_tools: names, tool_filter: names }).optional(),
});

export const composerPayloadSchema = z.strictObject({
  pack: z.string(),
  roles: z.array(indexRoleSchema),
  directoryRoles: z.number().int().nonnegative(),
  modes: z.array(catalogModeSchema),
  models: z.record(z.string(), z.strictObject({ category: z.string(), summary: z.string() })),
});

export const roleBodyFileSchema = catalogRoleSchema.pick({ name: true, body: true });

export const directoryIndexSchema = z.array(indexRoleSchema.extend({ directory: z.literal(true) }));
export const directoryBodiesSchema = z.array(roleBodyFileSchema);

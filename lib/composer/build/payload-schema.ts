// The shapes of the composer's shipped files, as zod schemas: the build checks what it writes,
// and tests check what the routes serve. (The browser reads files this build produced.)
import { z } from "zod";

const names = z.array(z.string());

const catalogConfig = z.strictObject({
  active: z.boolean(),
  model: z.string().nullable(),
  effort: z.string().nullable(),
  default_modes: names,
  modes_allow: names,
  authority: names,
  boundaries: names,
  escalations: names,
});

export const indexRoleSchema = z.strictObject({
  name: z.string(),
  description: z.string(),
  emits: z.array(z.strictObject({ model: z.string(), key: z.string() })),
  config: catalogConfig.nullable(),
  title: z.string(),
  directory: z.literal(true).optional(),
  limits: z.strictObject({ model: z.string(), required_tools: names, tool_filter: names }).optional(),
});

export const composerPayloadSchema = z.strictObject({
  pack: z.string(),
  roles: z.array(indexRoleSchema),
  directoryRoles: z.number().int().nonnegative(),
  modes: z.array(
    z.strictObject({
      name: z.string(),
      description: z.string(),
      behaviors: z.string(),
      conflicts_with: names,
    }),
  ),
  models: z.record(z.string(), z.strictObject({ category: z.string(), summary: z.string() })),
});

export const roleBodyFileSchema = z.strictObject({ name: z.string(), body: z.string() });

export const directoryIndexSchema = z.array(indexRoleSchema.extend({ directory: z.literal(true) }));
export const directoryBodiesSchema = z.array(roleBodyFileSchema);

// Build time (Node): the composer's shipped files from the library's catalog projection and the
// build's directory roles and pack (CASTS_ROLES_DIR, CASTS_PACK: lib/site/build/site-source.ts). Each file is checked against its zod schema before it is written,
// so a shape drift fails the build instead of reaching the browser.
import { EMISSION_MODELS, projectCatalog, projectRole, type CatalogRole } from "@/lib/casts";
import { toRole } from "@/lib/casts/directory-roles";
import { roleTitle } from "@/lib/site/role-facts";
import { getSiteDirectoryRoles, getSitePack } from "@/lib/site/build/site-source";

import type { ComposerPayload, IndexRole, RoleBodyFile } from "../payload";
import { composerPayloadSchema, roleBodyFileSchema } from "./payload-schema";

interface ComposerSource {
  readonly payload: ComposerPayload;
  readonly bodies: ReadonlyMap<string, string>;
}

let cached: ComposerSource | undefined;

function indexRole({ body, ...role }: CatalogRole): IndexRole {
  return { ...role, title: roleTitle(body, role.name) };
}

// Built once per build: the routes below read it many times.
function composerSource(): ComposerSource {
  if (cached) return cached;
  const pack = getSitePack();
  const catalog = projectCatalog(pack);
  // Directory roles as catalog entries of their library Role: no emissions, no pack entry.
  const loaded = getSiteDirectoryRoles().loaded;
  const directoryRoles = loaded.map((role) => projectRole(toRole(role), null));
  const bodies = new Map<string, string>(
    [...catalog.roles, ...directoryRoles].map((role) => [role.name, role.body]),
  );
  const payload: ComposerPayload = {
    pack: pack?.name ?? "none",
    roles: [
      ...catalog.roles.map(indexRole),
      ...directoryRoles.map(({ body: _body, ...role }, index) => {
        const { model, required_tools, tool_filter } = loaded[index]!.config;
        return {
          ...role,
          title: role.name,
          directory: true as const,
          limits: { model, required_tools: [...required_tools], tool_filter: [...tool_filter] },
        };
      }),
    ],
    directoryRoles: directoryRoles.length,
    modes: catalog.modes,
    models: Object.fromEntries(
      EMISSION_MODELS.map((model) => [model.name, { category: model.category, summary: model.summary }]),
    ),
  };
  composerPayloadSchema.parse(payload);
  cached = { payload, bodies };
  return cached;
}

/** Everything the composer knows once it has loaded the directory roles too. */
export function composerPayload(): ComposerPayload {
  return composerSource().payload;
}

/** The composer's index file: the payload with the built-in roles only. */
export function composerIndexFile(): ComposerPayload {
  const payload = composerPayload();
  return { ...payload, roles: payload.roles.filter((role) => role.directory !== true) };
}

/** The directory roles' index entries. */
export function directoryIndexFile(): IndexRole[] {
  return composerPayload().roles.filter((role) => role.directory === true);
}

/** Every directory role's body, in index order. */
export function directoryBodiesFile(): RoleBodyFile[] {
  const { bodies } = composerSource();
  return directoryIndexFile().map((role) => ({ name: role.name, body: bodies.get(role.name) ?? "" }));
}

/** Names of every role with a body file. */
export function composerRoleNames(): string[] {
  return [...composerSource().bodies.keys()];
}

/** One role's body file, or null for an unknown name. */
export function roleBodyFile(name: string): RoleBodyFile | null {
  const body = composerSource().bodies.get(name);
  return body === undefined ? null : roleBodyFileSchema.parse({ name, body });
}

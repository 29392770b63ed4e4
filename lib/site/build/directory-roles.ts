import "server-only";

import type { DirectoryRole, DirectoryRoleLoad } from "@/lib/casts/directory-roles";
import { getSiteDirectoryRoles } from "@/lib/site/build/site-source";

/** The build's directory roles (CASTS_ROLES_DIR, default roles/), read once per build worker. */
export function loadDirectoryRoles(): DirectoryRoleLoad {
  return getSiteDirectoryRoles();
}

let byName: Map<string, DirectoryRole> | undefined;

export function getDirectoryRole(name: string): DirectoryRole | undefined {
  byName ??= new Map(loadDirectoryRoles().loaded.map((role) => [role.name, role]));
  return byName.get(name);
}

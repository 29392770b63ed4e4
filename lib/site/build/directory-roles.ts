import "server-only";

import { cache } from "react";

import {
  createDirectoryRoleRegistry,
  type DirectoryRole,
  type DirectoryRoleLoad,
} from "@/lib/casts/directory-roles";
import { loadProjectDirectoryRoles } from "@/lib/casts/node";

/** The project's roles/ folder, read once per build (Next runs the build from the project root). */
export const loadDirectoryRoles = cache((): DirectoryRoleLoad =>
  loadProjectDirectoryRoles(process.cwd(), { registry: createDirectoryRoleRegistry() }),
);

export function getDirectoryRole(name: string): DirectoryRole | undefined {
  return loadDirectoryRoles().loaded.find((role) => role.name === name);
}

// The composer's index once the site's directory roles join it (DIRECTORY_INDEX_URL): loaded with the
// composer's lazy parts, as the directory roles load only when a reader asks for them.
import { withBasePath } from "@/lib/base-path";

import { createComposerIndex, type ComposerIndex } from "./composer-index";
import { DIRECTORY_INDEX_URL, type IndexRole } from "./payload";

/**
 * The index with the site's directory roles after its own roles; a role already there (one opened in
 * this tab from a folder, which replaces its namesake) keeps its place.
 */
export function withDirectoryRoles(index: ComposerIndex, directory: readonly IndexRole[]): ComposerIndex {
  const added = directory.filter((role) => !index.roleByName.has(role.name));
  const local = index.data.roles.filter((role) => role.local);
  const own = index.data.roles.filter((role) => !role.local);
  return createComposerIndex({ ...index.data, roles: [...own, ...added, ...local] }, false);
}

/** Fetches the directory roles' index entries and adds them to `base`; throws, naming the file, on failure. */
export async function fetchDirectoryRoles(base: ComposerIndex): Promise<ComposerIndex> {
  const response = await fetch(withBasePath(DIRECTORY_INDEX_URL));
  if (!response.ok) throw new Error(`${DIRECTORY_INDEX_URL} answered HTTP ${response.status}`);
  const roles: unknown = await response.json();
  const isEntry = (role: unknown): role is IndexRole =>
    typeof role === "object" && role !== null && "name" in role && typeof role.name === "string";
  if (!Array.isArray(roles) || !roles.every(isEntry) || !roles.every((role) => role.directory === true))
    throw new Error(`${DIRECTORY_INDEX_URL} is not the directory roles' index`);
  return withDirectoryRoles(base, roles);
}

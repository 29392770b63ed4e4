// Node-only helpers: file access around the pure parsers in the core.
import path from "node:path";

import { projectCatalog, type Catalog } from "../catalog";
import { resolveCatalogSource } from "./catalog-source";
import { loadDefaultPack } from "./files";

export {
  DEFAULT_PACK_PATH,
  decodeInputText,
  loadDefaultPack,
  loadPack,
  loadProfile,
  makeDirectory,
  packStem,
  readTextFile,
  saveProfile,
} from "./files";

/**
 * The catalog (ADR D5) with a pack's settings, fresh on every call: `packPath`, else `CASTS_PACK`,
 * else the packaged default pack.
 */
export function buildCatalog(options: { readonly packPath?: string } = {}): Catalog {
  const packPath = options.packPath
    ? path.resolve(options.packPath)
    : resolveCatalogSource({ env: process.env }).packPath;
  return projectCatalog(loadDefaultPack(packPath));
}

export {
  loadFromDir,
  loadProjectDirectoryRoles,
  loadSourceDirectoryRoles,
  PROJECT_ROLES_DIR,
  readRoleDirectories,
  readRoleDirectory,
} from "./directory-roles";
export {
  DEFAULT_PACK_FILE,
  DEFAULT_ROLES_DIR,
  loadSourcePack,
  PACK_ENV,
  resolveCatalogSource,
  ROLES_DIR_ENV,
} from "./catalog-source";
export type { CatalogSource, CatalogSourceInput } from "./catalog-source";

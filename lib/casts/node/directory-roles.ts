// Node-only: reads roles/<Name>/ directories and hands their bytes to the pure parser.
// Nothing outside the roles folder is read: a file or directory whose real path (links followed)
// leaves the folder is reported as skipped, and only regular files are opened (never a FIFO,
// device or socket, which could block or leak).
import {
  closeSync,
  constants,
  existsSync,
  fstatSync,
  openSync,
  readdirSync,
  realpathSync,
  statSync,
  type Dirent,
} from "node:fs";
import path from "node:path";

import { fileErrorText, readOpenFile } from "./read-fd";

import { compareCodePoints } from "../pattern";
import { collectDirectoryRoles, type DirectoryRoleLoad } from "../directory-roles/collect";
import type { DirectoryRole } from "../directory-roles/directory-role";
import {
  ROLE_FILES,
  skippedRole,
  type RoleDirectorySource,
  type RoleFile,
  type RoleFileName,
} from "../directory-roles/parse-directory";
import {
  createDirectoryRoleRegistry,
  directoryRoles,
  type DirectoryRoleRegistry,
} from "../directory-roles/registry";
import { echo } from "../core/echo";
import { CastsError } from "../core/errors";
import { MAX_INPUT_BYTES } from "../core/limits";
import type { CatalogSource } from "./catalog-source";

/** The directory-roles folder of a project: `roles/` beside its package.json. */
export const PROJECT_ROLES_DIR = "roles";

const OUTSIDE = "it is a link that leads outside the roles folder (not read)";

/** True when `real` (a resolved path) is `root` or inside it. */
function isInside(root: string, real: string): boolean {
  return real === root || real.startsWith(root.endsWith(path.sep) ? root : `${root}${path.sep}`);
}

function realRoot(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return path.resolve(dir);
  }
}

function readRoleFile(file: string, root: string): RoleFile {
  let fd: number | undefined;
  try {
    const real = realpathSync(file);
    if (!isInside(root, real)) return { kind: "unreadable", reason: OUTSIDE };
    // Non-blocking and without following a link swapped in since: a FIFO cannot stall the open.
    fd = openSync(real, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOFOLLOW ?? 0));
    const stats = fstatSync(fd);
    if (!stats.isFile()) {
      const what = stats.isDirectory()
        ? "it is a directory"
        : "not a regular file (FIFOs, devices and sockets are never read)";
      return { kind: "unreadable", reason: what };
    }
    if (stats.size > MAX_INPUT_BYTES) return { kind: "oversized", size: stats.size };
    return { kind: "bytes", bytes: readOpenFile(fd, stats.size) };
  } catch (error) {
    return { kind: "unreadable", reason: fileErrorText(error) };
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

function isRoleFile(name: string): name is RoleFileName {
  return (ROLE_FILES as readonly string[]).includes(name);
}

/** Reads one role directory's files (no parsing); `root` is the roles folder nothing may leave (default: its parent). */
export function readRoleDirectory(
  directoryPath: string,
  root: string = realRoot(path.dirname(directoryPath)),
): RoleDirectorySource {
  const directory = path.basename(directoryPath);
  let entries: string[];
  try {
    if (!isInside(root, realpathSync(directoryPath))) {
      return { directory, path: path.resolve(directoryPath), files: {}, unreadable: OUTSIDE };
    }
    entries = readdirSync(directoryPath).sort(compareCodePoints);
  } catch (error) {
    return { directory, path: path.resolve(directoryPath), files: {}, unreadable: fileErrorText(error) };
  }
  const files: Partial<Record<RoleFileName, RoleFile>> = {};
  const otherEntries: string[] = [];
  for (const entry of entries) {
    if (entry.startsWith(".")) continue;
    if (isRoleFile(entry)) files[entry] = readRoleFile(path.join(directoryPath, entry), root);
    else otherEntries.push(entry);
  }
  return { directory, path: path.resolve(directoryPath), files, otherEntries };
}

function isDirectory(parent: string, entry: Dirent): boolean {
  if (entry.isDirectory()) return true;
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(path.join(parent, entry.name)).isDirectory();
  } catch {
    return false;
  }
}

/** Reads every role directory under `dir`; dot-directories and plain files are ignored. Throws when `dir` cannot be listed. */
export function readRoleDirectories(dir: string): RoleDirectorySource[] {
  let entries: Dirent[];
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (error) {
    throw new CastsError(
      "FILE_UNREADABLE",
      `${echo(dir, 300)}: cannot read the roles directory: ${fileErrorText(error)}`,
      {
        cause: error,
      },
    );
  }
  const root = realRoot(dir);
  return entries
    .filter((entry) => !entry.name.startsWith(".") && isDirectory(dir, entry))
    .sort((a, b) => compareCodePoints(a.name, b.name))
    .map((entry) => readRoleDirectory(path.join(dir, entry.name), root));
}

/**
 * Loads the directory roles under `dir` into a registry (the shared one by default) and reports
 * what loaded and what was skipped, with reasons. A role clashing with one already registered
 * from elsewhere is skipped too; loading the same directory again replaces its roles.
 */
export function loadFromDir(
  dir: string,
  options: { readonly registry?: DirectoryRoleRegistry } = {},
): DirectoryRoleLoad {
  const registry = options.registry ?? directoryRoles;
  const collected = collectDirectoryRoles(readRoleDirectories(dir));
  const loaded: DirectoryRole[] = [];
  const skipped = [...collected.skipped];
  for (const role of collected.loaded) {
    try {
      registry.register(role);
      loaded.push(role);
    } catch (error) {
      if (!(error instanceof CastsError)) throw error;
      const source = { directory: role.directory ?? role.name, path: role.path, files: {} };
      skipped.push(skippedRole(source, role.name, [error.message]));
    }
  }
  skipped.sort((a, b) => compareCodePoints(a.directory, b.directory));
  return Object.freeze({ loaded: Object.freeze(loaded), skipped: Object.freeze(skipped) });
}

/**
 * The directory roles of a catalog source (`resolveCatalogSource`), each time into a registry of its
 * own unless one is given: what a site build, its search index and its tests all read. A folder that
 * cannot be listed loads nothing and is reported as one skipped entry, so the rest of a site still
 * builds; a missing default `roles/` is just empty.
 */
export function loadSourceDirectoryRoles(
  source: Pick<CatalogSource, "rolesDir" | "rolesFrom">,
  options: { readonly registry?: DirectoryRoleRegistry } = {},
): DirectoryRoleLoad {
  const { rolesDir, rolesFrom } = source;
  if (rolesFrom === "default" && !existsSync(rolesDir))
    return Object.freeze({ loaded: Object.freeze([]), skipped: Object.freeze([]) });
  try {
    return loadFromDir(rolesDir, { registry: options.registry ?? createDirectoryRoleRegistry() });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const folder = { directory: path.basename(rolesDir) || rolesDir, path: rolesDir, files: {} };
    return Object.freeze({
      loaded: Object.freeze([]),
      skipped: Object.freeze([skippedRole(folder, null, [reason])]),
    });
  }
}

/** Loads `roles/` of the project at `root` (default: the working directory); a missing folder loads nothing. */
export function loadProjectDirectoryRoles(
  root: string = process.cwd(),
  options: { readonly registry?: DirectoryRoleRegistry } = {},
): DirectoryRoleLoad {
  const dir = path.join(root, PROJECT_ROLES_DIR);
  try {
    statSync(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      return Object.freeze({ loaded: Object.freeze([]), skipped: Object.freeze([]) });
  }
  return loadFromDir(dir, options);
}

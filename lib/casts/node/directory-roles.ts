// Node-only: reads roles/<Name>/ directories and hands their bytes to the pure parser.
import { readdirSync, readFileSync, statSync, type Dirent } from "node:fs";
import path from "node:path";

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
import { directoryRoles, type DirectoryRoleRegistry } from "../directory-roles/registry";
import { CastsError } from "../errors";
import { MAX_INPUT_BYTES } from "../input-size";

/** The directory-roles folder of a project: `roles/` beside its package.json. */
export const PROJECT_ROLES_DIR = "roles";

function errorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ELOOP") return "too many levels of symbolic links";
  if (code === "ENOTDIR") return "not a directory";
  return error instanceof Error ? error.message : String(error);
}

function readRoleFile(file: string): RoleFile {
  try {
    const stats = statSync(file);
    if (!stats.isFile())
      return { kind: "unreadable", reason: stats.isDirectory() ? "it is a directory" : "not a regular file" };
    if (stats.size > MAX_INPUT_BYTES) return { kind: "oversized", size: stats.size };
    return { kind: "bytes", bytes: readFileSync(file) };
  } catch (error) {
    return { kind: "unreadable", reason: errorText(error) };
  }
}

function isRoleFile(name: string): name is RoleFileName {
  return (ROLE_FILES as readonly string[]).includes(name);
}

/** Reads one role directory's files (no parsing). */
export function readRoleDirectory(directoryPath: string): RoleDirectorySource {
  const directory = path.basename(directoryPath);
  let entries: string[];
  try {
    entries = readdirSync(directoryPath).sort(compareCodePoints);
  } catch (error) {
    return { directory, path: path.resolve(directoryPath), files: {}, unreadable: errorText(error) };
  }
  const files: Partial<Record<RoleFileName, RoleFile>> = {};
  const otherEntries: string[] = [];
  for (const entry of entries) {
    if (entry.startsWith(".")) continue;
    if (isRoleFile(entry)) files[entry] = readRoleFile(path.join(directoryPath, entry));
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
    throw new CastsError("FILE_UNREADABLE", `${dir}: cannot read the roles directory: ${errorText(error)}`, {
      cause: error,
    });
  }
  return entries
    .filter((entry) => !entry.name.startsWith(".") && isDirectory(dir, entry))
    .sort((a, b) => compareCodePoints(a.name, b.name))
    .map((entry) => readRoleDirectory(path.join(dir, entry.name)));
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

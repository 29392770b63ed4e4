import { compareCodePoints, listRoles } from "../pattern";
import type { DirectoryRole } from "./directory-role";
import { compareDirectoryRoles } from "./role-order";
import {
  parseRoleDirectory,
  skippedRole,
  type RoleDirectorySource,
  type SkippedDirectoryRole,
} from "./parse-directory";

export interface DirectoryRoleLoad {
  /** Roles that loaded, in the one order of directory roles (by name: compareDirectoryRoles). */
  readonly loaded: readonly DirectoryRole[];
  /** Directories that did not, each with its reasons, in directory-name order. */
  readonly skipped: readonly SkippedDirectoryRole[];
}

/**
 * Parses every role directory and applies the naming rules: a name taken by a built-in role is
 * skipped, and when two directories give the same name (`Triage`, `acme.Triage`) both are skipped.
 * The roles come out sorted by name, the folders that did not load by folder name (some give none).
 */
export function collectDirectoryRoles(
  sources: readonly RoleDirectorySource[],
  options: { readonly builtinRoles?: readonly string[] } = {},
): DirectoryRoleLoad {
  const builtins = new Set(options.builtinRoles ?? listRoles());
  const ordered = [...sources].sort((a, b) => compareCodePoints(a.directory, b.directory));
  const results = ordered.map((source) => ({ source, result: parseRoleDirectory(source) }));
  const directoriesByName = new Map<string, string[]>();
  for (const { source, result } of results) {
    const name = result.ok ? result.role.name : result.skipped.name;
    if (name !== null)
      directoriesByName.set(name, [...(directoriesByName.get(name) ?? []), source.directory]);
  }
  const loaded: DirectoryRole[] = [];
  const skipped: SkippedDirectoryRole[] = [];
  for (const { source, result } of results) {
    const name = result.ok ? result.role.name : result.skipped.name;
    const clashes: string[] = [];
    if (name !== null && builtins.has(name)) {
      clashes.push(`the name '${name}' is taken by a built-in role; rename the directory`);
    }
    const others =
      name === null
        ? []
        : (directoriesByName.get(name) ?? []).filter((directory) => directory !== source.directory);
    if (others.length > 0) {
      const list = others.map((directory) => `'${directory}'`).join(", ");
      clashes.push(`the name '${name}' is also given by ${list}; role names must be unique`);
    }
    if (result.ok && clashes.length === 0) loaded.push(result.role);
    else if (result.ok) skipped.push(skippedRole(source, name, clashes));
    else skipped.push(skippedRole(source, name, [...clashes, ...result.skipped.reasons]));
  }
  return Object.freeze({
    loaded: Object.freeze(loaded.sort(compareDirectoryRoles)),
    skipped: Object.freeze(skipped),
  });
}

import {
  directoryRoleJson,
  type DirectoryRoleJson,
  type DirectoryRoleLoad,
} from "@/lib/casts/directory-roles/index";

export interface DirectoryRolesJson {
  readonly roles: readonly DirectoryRoleJson[];
  /** Folders that did not load, each with every reason (file and place). */
  readonly skipped: readonly {
    readonly directory: string;
    readonly name: string | null;
    readonly reasons: readonly string[];
  }[];
}

/**
 * The data of /directory-roles.json: the loaded roles with their exact texts and settings, and the
 * skipped folders. Folder names only: the build machine's absolute paths are not published.
 */
export function directoryRolesJson(load: DirectoryRoleLoad): DirectoryRolesJson {
  return {
    roles: load.loaded.map(directoryRoleJson),
    skipped: load.skipped.map((skipped) => ({
      directory: skipped.directory.split(/[\\/]/).at(-1) ?? skipped.directory,
      name: skipped.name,
      reasons: skipped.reasons,
    })),
  };
}

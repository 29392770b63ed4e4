import { CastsError } from "../core/errors";
import { listRoles } from "../pattern";
import { isDirectoryRole, type DirectoryRole } from "./directory-role";
import { compareDirectoryRoles } from "./role-order";

/** A set of directory roles by name, beside (never shadowing) the built-in roles. */
export interface DirectoryRoleRegistry {
  /** Adds a role; throws `ROLE_DIR_INVALID` when the name is a built-in role or another role's (same path: replaced). */
  register(role: DirectoryRole): void;
  get(name: string): DirectoryRole | undefined;
  /** Registered roles sorted by name (compareDirectoryRoles); a new array on every call. */
  list(): DirectoryRole[];
  unregister(name: string): boolean;
  clear(): void;
}

export function createDirectoryRoleRegistry(): DirectoryRoleRegistry {
  const roles = new Map<string, DirectoryRole>();
  return Object.freeze({
    register(role: DirectoryRole): void {
      if (!isDirectoryRole(role)) {
        throw new CastsError(
          "ROLE_DIR_INVALID",
          "register: expected a directory role made by defineDirectoryRole or loadFromDir",
        );
      }
      if (listRoles().includes(role.name)) {
        throw new CastsError(
          "ROLE_DIR_INVALID",
          `Directory role '${role.name}' clashes with the built-in role '${role.name}'`,
        );
      }
      const existing = roles.get(role.name);
      if (existing && existing !== role && (existing.path === null || existing.path !== role.path)) {
        throw new CastsError(
          "ROLE_DIR_INVALID",
          `Directory role '${role.name}'${where(role)} clashes with the registered role '${role.name}'${where(existing)}`,
        );
      }
      roles.set(role.name, role);
    },
    get(name: string): DirectoryRole | undefined {
      return roles.get(name);
    },
    list(): DirectoryRole[] {
      return [...roles.values()].sort(compareDirectoryRoles);
    },
    unregister(name: string): boolean {
      return roles.delete(name);
    },
    clear(): void {
      roles.clear();
    },
  });
}

function where(role: DirectoryRole): string {
  return role.path === null ? " (defined in code)" : ` (from ${role.path})`;
}

/** The process-wide registry that `register`, `get`, `list` and `loadFromDir` use by default. */
export const directoryRoles: DirectoryRoleRegistry = createDirectoryRoleRegistry();

export const register = (role: DirectoryRole): void => directoryRoles.register(role);
export const get = (name: string): DirectoryRole | undefined => directoryRoles.get(name);
export const list = (): DirectoryRole[] => directoryRoles.list();

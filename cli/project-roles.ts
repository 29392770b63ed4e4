import { opendirSync, statSync } from "node:fs";

import {
  createDirectoryRoleRegistry,
  type DirectoryRole,
  type DirectoryRoleLoad,
} from "../lib/casts/directory-roles";
import { loadFromDir, type CatalogSource } from "../lib/casts/node";

/**
 * The directory roles of every command that takes roles (show, compose, diff, list, export, run, eval,
 * mcp), read once and only when a name is not built in.
 */
export class DirectoryRoleSource {
  private load: DirectoryRoleLoad | undefined;

  /**
   * A folder named by --roles or CASTS_ROLES_DIR must be a readable directory, even for a command that
   * needs only built-in roles: checked here, and refused with the loader's error, which names the
   * folder. The project's default roles/ may be absent: then there are no directory roles.
   */
  constructor(private readonly source: Pick<CatalogSource, "rolesDir" | "rolesFrom">) {
    if (source.rolesFrom !== "default" && !canOpenDirectory(source.rolesDir)) this.result();
  }

  private result(): DirectoryRoleLoad {
    if (this.load) return this.load;
    const dir = this.source.rolesDir;
    if (this.source.rolesFrom === "default" && !isDirectory(dir)) this.load = { loaded: [], skipped: [] };
    else this.load = loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
    return this.load;
  }

  get(name: string): DirectoryRole | undefined {
    return this.result().loaded.find((role) => role.name === name);
  }

  /** Every directory role that loaded, in the loader's order. */
  roles(): readonly DirectoryRole[] {
    return this.result().loaded;
  }

  /** The role directories that did not load, with their reasons. */
  skipped(): DirectoryRoleLoad["skipped"] {
    return this.result().skipped;
  }

  names(): string[] {
    return this.result().loaded.map((role) => role.name);
  }

  /** Why a directory that gives `name` was skipped, as one line, or undefined. */
  skippedReason(name: string): string | undefined {
    const skipped = this.result().skipped.find((entry) => entry.name === name);
    return skipped
      ? `Directory role '${name}' (${skipped.directory}) was skipped: ${skipped.reasons.join("; ")}`
      : undefined;
  }
}

/** Opens the folder without listing it: one system call whatever its size. */
function canOpenDirectory(dir: string): boolean {
  try {
    opendirSync(dir).closeSync();
    return true;
  } catch {
    return false;
  }
}

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

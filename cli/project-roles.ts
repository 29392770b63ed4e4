import { statSync } from "node:fs";
import path from "node:path";

import {
  createDirectoryRoleRegistry,
  type DirectoryRole,
  type DirectoryRoleLoad,
} from "../lib/casts/directory-roles";
import { loadFromDir, PROJECT_ROLES_DIR } from "../lib/casts/node";

/** Directory roles for show and compose, read once and only when a name is not built in. */
export class DirectoryRoleSource {
  private load: DirectoryRoleLoad | undefined;

  /** `explicitDir` comes from --roles-dir and must exist; the project's roles/ may be absent. */
  constructor(
    private readonly projectRoot: string,
    private readonly explicitDir: string | undefined,
  ) {}

  private result(): DirectoryRoleLoad {
    if (this.load) return this.load;
    const dir = this.explicitDir ?? path.join(this.projectRoot, PROJECT_ROLES_DIR);
    if (this.explicitDir === undefined && !isDirectory(dir)) this.load = { loaded: [], skipped: [] };
    else this.load = loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
    return this.load;
  }

  get(name: string): DirectoryRole | undefined {
    return this.result().loaded.find((role) => role.name === name);
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

function isDirectory(dir: string): boolean {
  try {
    return statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

// The roles an import made, as one zip of a roles folder (`<folder>/<role>/description.md`, …): what
// `/open-roles` offers as "Download as roles folder"; unpacked, it loads with CASTS_ROLES_DIR.
import { strToU8, zipSync } from "fflate";

import type { ImportedRole } from "./types";

/** A zip holding `<folder>/<role.folder>/<file>` for every role's files. */
export function zipImportedRoles(roles: readonly ImportedRole[], folder = "roles"): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const role of roles)
    for (const [name, content] of Object.entries(role.files))
      entries[`${folder}/${role.folder}/${name}`] = strToU8(content);
  return zipSync(entries, { level: 6 });
}

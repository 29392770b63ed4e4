// How directory roles are ordered wherever they are listed. collectDirectoryRoles sorts what it loads
// with this, so everything made from a load follows: the /directory-roles pages and their numbered list,
// the JSON files, the composer's role list, search, /open-roles, the MCP server and `casts list roles
// --roles`. The registry's list() and the fixtures of `casts eval` sort with it too.
import { compareCodePoints } from "../pattern";
import type { DirectoryRole } from "./directory-role";

/**
 * By name regardless of case, as a reader looks a name up (the built-in roles' names are all lower case,
 * so this is their order too); then by the name's exact code points, so `Alpha` comes before `alpha`; then
 * by folder and path, for two roles of one name from different places.
 */
export function compareDirectoryRoles(
  a: Pick<DirectoryRole, "name" | "directory" | "path">,
  b: Pick<DirectoryRole, "name" | "directory" | "path">,
): number {
  return (
    compareCodePoints(a.name.toLowerCase(), b.name.toLowerCase()) ||
    compareCodePoints(a.name, b.name) ||
    compareCodePoints(a.directory ?? "", b.directory ?? "") ||
    compareCodePoints(a.path ?? "", b.path ?? "")
  );
}

import { loadDirectoryRoles } from "@/lib/site/build/directory-roles";
import { directoryRoleListRow, type DirectoryRoleIndex } from "@/lib/site/directory-role-list";
import { siteRolesLabel } from "@/lib/site/build/site-source";

// Every loaded directory role's list row: the /directory-roles filter fetches it when a reader uses it
// (lib/site/directory-role-list.ts).
export const dynamic = "force-static";

export function GET(): Response {
  const index: DirectoryRoleIndex = {
    folder: siteRolesLabel(),
    rows: loadDirectoryRoles().loaded.map(directoryRoleListRow),
  };
  return Response.json(index);
}

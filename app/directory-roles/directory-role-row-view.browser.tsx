// A /directory-roles row drawn in the browser with the server's own component (islands/dom-jsx turns
// its JSX into DOM nodes), for rows the filter found in the index: directory-role-list.island.ts.
import { DirectoryRoleRow } from "@/components/directory-roles/directory-role-row";
import { domNode } from "@/islands/dom-jsx/jsx-runtime";
import { withBasePath } from "@/lib/base-path";
import type { DirectoryRoleListRow } from "@/lib/site/directory-role-list";

export function drawRoleRow(row: DirectoryRoleListRow, folder: string): HTMLElement {
  const node = domNode(<DirectoryRoleRow row={row} folder={folder} />) as HTMLElement;
  // The server's links are put under the site's base path after the build; these here.
  for (const link of node.querySelectorAll("a"))
    link.setAttribute("href", withBasePath(link.getAttribute("href") ?? ""));
  return node;
}

"use client";

import { searchItems } from "@/lib/composer/search-items";
import type { IndexRole } from "@/lib/composer/payload";

import { Combobox } from "./combobox";
import { ROLE_HINT, rolePlaceholder } from "./composer-layout";
import type { DirectoryRolesLoad } from "./use-directory-roles-load";

const roleFields = (role: IndexRole) => [role.name, role.title, role.description];
const searchRoles = (roles: readonly IndexRole[], text: string) => searchItems(roles, text, roleFields);

export function RolePicker({
  roles,
  notLoaded,
  directory,
  current,
  onPick,
}: {
  readonly roles: readonly IndexRole[];
  /** The site's directory roles not in `roles` yet, and their load (when the reader turns to the picker). */
  readonly notLoaded: number;
  readonly directory: DirectoryRolesLoad;
  readonly current: string | null;
  readonly onPick: (role: string) => void;
}) {
  const { problem, loading } = directory;
  const hint =
    problem !== null
      ? `The directory roles could not be loaded (${problem}); leave the box and come back to try again.`
      : loading
        ? `Loading ${notLoaded} directory ${notLoaded === 1 ? "role" : "roles"}…`
        : ROLE_HINT;
  return (
    <Combobox
      label="Role"
      listLabel="Roles"
      placeholder={rolePlaceholder(roles.length + notLoaded)}
      hint={hint}
      items={roles}
      search={searchRoles}
      itemKey={(role) => role.name}
      value={current ?? ""}
      selectedKey={current}
      onPick={(role) => onPick(role.name)}
      onActivate={directory.load}
      countLabel={(count) => `${count} ${count === 1 ? "role" : "roles"} listed`}
      testId="role-picker"
      renderOption={(role) => (
        <>
          <span className="flex items-baseline justify-between gap-2">
            <span className="font-mono text-sm font-medium">{role.name}</span>
            <span className="text-fg-muted shrink-0 text-xs">
              {role.name === current ? "current · " : ""}
              {role.title}
            </span>
          </span>
          <span className="text-fg-muted mt-0.5 line-clamp-2 text-xs">{role.description}</span>
        </>
      )}
    />
  );
}

"use client";

import { searchItems } from "@/lib/composer/search-items";
import type { IndexRole } from "@/lib/composer/payload";

import { Combobox } from "./combobox";

const roleFields = (role: IndexRole) => [role.name, role.title, role.description];
const searchRoles = (roles: readonly IndexRole[], text: string) => searchItems(roles, text, roleFields);

export function RolePicker({
  roles,
  current,
  onPick,
}: {
  readonly roles: readonly IndexRole[];
  readonly current: string | null;
  readonly onPick: (role: string) => void;
}) {
  return (
    <Combobox
      label="Role"
      listLabel="Roles"
      placeholder={`Search ${rolesCount(roles)} by name or purpose`}
      hint="Type to filter · ↑ ↓ to move · Enter to pick · Esc to close"
      items={roles}
      search={searchRoles}
      itemKey={(role) => role.name}
      value={current ?? ""}
      selectedKey={current}
      onPick={(role) => onPick(role.name)}
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

/** "40 built-in + 4 directory roles", as the rest of the site counts them. */
export function rolesCount(roles: readonly Pick<IndexRole, "directory">[]): string {
  const directory = roles.filter((role) => role.directory === true).length;
  const builtIn = roles.length - directory;
  return directory === 0 ? `${builtIn} roles` : `${builtIn} built-in + ${directory} directory roles`;
}

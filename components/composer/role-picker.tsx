"use client";

import { useState } from "react";

import { searchItems } from "@/lib/composer/search-items";
import type { IndexRole } from "@/lib/composer/payload";

import { Combobox } from "./combobox";

const roleFields = (role: IndexRole) => [role.name, role.title, role.description];
const searchRoles = (roles: readonly IndexRole[], text: string) => searchItems(roles, text, roleFields);

const HINT = "Type to filter · ↑ ↓ to move · Enter to pick · Esc to close";

/** The site's directory roles while they are not in `roles` yet: how many, and how to load them. */
export interface PendingRoles {
  readonly count: number;
  readonly load: () => Promise<unknown>;
}

export function RolePicker({
  roles,
  pending = null,
  current,
  onPick,
}: {
  readonly roles: readonly IndexRole[];
  readonly pending?: PendingRoles | null;
  readonly current: string | null;
  readonly onPick: (role: string) => void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  // The directory roles load when the reader turns to the picker, not with the page.
  const activate = () => {
    if (!pending || loading) return;
    setLoading(true);
    setProblem(null);
    pending.load().then(
      () => setLoading(false),
      (error: unknown) => {
        setLoading(false);
        setProblem(error instanceof Error ? error.message : String(error));
      },
    );
  };
  const hint =
    problem !== null
      ? `The directory roles could not be loaded (${problem}); leave the box and come back to try again.`
      : pending && loading
        ? `Loading ${pending.count} directory ${pending.count === 1 ? "role" : "roles"}…`
        : HINT;
  return (
    <Combobox
      label="Role"
      listLabel="Roles"
      placeholder={`Search ${rolesCount(roles, pending?.count ?? 0)} by name or purpose`}
      hint={hint}
      items={roles}
      search={searchRoles}
      itemKey={(role) => role.name}
      value={current ?? ""}
      selectedKey={current}
      onPick={(role) => onPick(role.name)}
      onActivate={activate}
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

/** "40 built-in + 4 directory roles", as the rest of the site counts them (`notLoaded`: directory roles not in the list yet). */
export function rolesCount(roles: readonly Pick<IndexRole, "directory">[], notLoaded = 0): string {
  const listed = roles.filter((role) => role.directory === true).length;
  const builtIn = roles.length - listed;
  const directory = listed + notLoaded;
  return directory === 0 ? `${builtIn} roles` : `${builtIn} built-in + ${directory} directory roles`;
}

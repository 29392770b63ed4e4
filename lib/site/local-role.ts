// A directory role from a folder opened in this browser (/open-roles), handed to the composer through
// this tab's sessionStorage: nothing is uploaded. The composer adds it to its index as a directory
// role with no emissions, marked `local` (it replaces a site role of the same name: the one the reader
// chose to compose), and its body is answered from storage instead of fetched.
import { withBasePath } from "@/lib/base-path";
import type { ComposerPayload, IndexRole } from "@/lib/composer/payload";
import { roleBodyUrl } from "@/lib/composer/payload";

import { LOCAL_ROLE_STORAGE_KEY } from "./local-role-key";

export { LOCAL_ROLE_STORAGE_KEY };

/** The fragment of a composer link made for a role from an opened folder (see ComposeErrors). */
export const FROM_FOLDER_HASH = "#from-folder";

export interface LocalRole {
  readonly name: string;
  readonly description: string;
  /** The system prompt the composer uses as the role's body ("" when the role has none). */
  readonly body: string;
  /** The role's folder inside the opened folder, for the reader's orientation. */
  readonly folder: string;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
};

/** Keeps the role for the composer in this tab; a problem (storage off or full) is returned as text. */
export function storeLocalRole(role: LocalRole): string | null {
  const store = storage();
  if (!store) return "this browser does not allow the page to keep data for the tab (sessionStorage is off)";
  try {
    store.setItem(LOCAL_ROLE_STORAGE_KEY, JSON.stringify(role));
    return null;
  } catch (error) {
    return `the role could not be kept for the composer (${error instanceof Error ? error.message : String(error)})`;
  }
}

/** The role handed over in this tab, or null (none, or not the shape this module writes). */
export function readLocalRole(): LocalRole | null {
  let value: unknown;
  try {
    const text = storage()?.getItem(LOCAL_ROLE_STORAGE_KEY);
    if (!text) return null;
    value = JSON.parse(text);
  } catch {
    return null;
  }
  const role = value as Partial<LocalRole> | null;
  if (
    typeof role?.name !== "string" ||
    role.name === "" ||
    typeof role.description !== "string" ||
    typeof role.body !== "string" ||
    typeof role.folder !== "string"
  )
    return null;
  return { name: role.name, description: role.description, body: role.body, folder: role.folder };
}

/**
 * The composer's index with the local role among the directory roles, in place of a namesake (the
 * folder parser refuses built-in names, so that is a site directory role the reader chose to replace).
 */
export function withLocalRole(payload: ComposerPayload, role: LocalRole | null): ComposerPayload {
  if (!role) return payload;
  const entry: IndexRole = {
    name: role.name,
    description: role.description,
    emits: [],
    config: null,
    title: role.name,
    directory: true,
    local: true,
  };
  return { ...payload, roles: [...payload.roles.filter((other) => other.name !== role.name), entry] };
}

type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** A fetcher for role body files that answers the local role's file from storage. */
export function localRoleFirst(fetcher: Fetcher): Fetcher {
  return (url) => {
    const role = readLocalRole();
    if (role && url === withBasePath(roleBodyUrl(role.name)))
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ name: role.name, body: role.body }),
      });
    return fetcher(url);
  };
}

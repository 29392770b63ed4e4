// Directory roles from a folder opened in this browser (/open-roles: a roles folder, or agents it
// imported), handed to the composer through this tab's sessionStorage: nothing is uploaded. The
// composer adds them to its index as directory roles with no emissions, marked `local` (each replaces
// a site role of the same name: the reader chose to open it), and answers their bodies from storage
// instead of fetching them; compare and the roster zip read the same index.
import { withBasePath } from "@/lib/base-path";
import type { DirectoryToolLimits } from "@/lib/casts/export/tool-limits";
import type { ComposerPayload, IndexRole } from "@/lib/composer/payload";
import { roleBodyUrl } from "@/lib/composer/payload";

import { LOCAL_ROLE_STORAGE_KEY } from "./local-role-key";

export { LOCAL_ROLE_STORAGE_KEY };

/** The fragment of a composer link made for a role from an opened folder (see ComposeErrors). */
export const FROM_FOLDER_HASH = "#from-folder";

/**
 * The most the roles may take in storage, in UTF-16 code units of their JSON: browsers give a page
 * about 5 M of them in all, and the composer's own settings need room too.
 */
export const LOCAL_ROLES_MAX_CHARS = 4 * 1024 * 1024;

export interface LocalRole {
  readonly name: string;
  readonly description: string;
  /** The system prompt the composer uses as the role's body ("" when the role has none). */
  readonly body: string;
  /** The role's folder inside the opened folder, for the reader's orientation. */
  readonly folder: string;
  /** Its config's model and tool limits, which exports carry as for the site's directory roles. */
  readonly limits?: DirectoryToolLimits;
}

const storage = (): Storage | null => {
  try {
    return typeof sessionStorage === "undefined" ? null : sessionStorage;
  } catch {
    return null; // storage disabled by the browser's settings
  }
};

const mebibytes = (chars: number) => `${(chars / (1024 * 1024)).toFixed(1)} MiB`;

/**
 * Keeps the roles for the composer in this tab, in place of any kept before; a problem (storage off
 * or full, or the roles over LOCAL_ROLES_MAX_CHARS) is returned as text and nothing is kept.
 */
export function storeLocalRoles(roles: readonly LocalRole[]): string | null {
  const store = storage();
  if (!store) return "this browser does not allow the page to keep data for the tab (sessionStorage is off)";
  const text = JSON.stringify(roles);
  if (text.length > LOCAL_ROLES_MAX_CHARS)
    return `${roles.length === 1 ? "the role takes" : `the ${roles.length} roles take`} ${mebibytes(text.length)}, over the ${mebibytes(LOCAL_ROLES_MAX_CHARS)} this page can hand to the composer`;
  try {
    store.setItem(LOCAL_ROLE_STORAGE_KEY, text);
    return null;
  } catch (error) {
    return `the roles could not be kept for the composer (${error instanceof Error ? error.message : String(error)})`;
  }
}

const isTextList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");

function asLimits(value: unknown): DirectoryToolLimits | undefined | null {
  if (value === undefined) return undefined;
  const limits = value as Partial<DirectoryToolLimits> | null;
  if (
    typeof limits?.model !== "string" ||
    !isTextList(limits.required_tools) ||
    !isTextList(limits.tool_filter)
  )
    return null;
  return { model: limits.model, required_tools: limits.required_tools, tool_filter: limits.tool_filter };
}

function asLocalRole(value: unknown): LocalRole | null {
  const role = value as Partial<LocalRole> | null;
  if (
    typeof role?.name !== "string" ||
    role.name === "" ||
    typeof role.description !== "string" ||
    typeof role.body !== "string" ||
    typeof role.folder !== "string"
  )
    return null;
  const limits = asLimits(role.limits);
  if (limits === null) return null;
  const { name, description, body, folder } = role;
  return limits ? { name, description, body, folder, limits } : { name, description, body, folder };
}

/**
 * The roles handed over in this tab ([] for none). A slot that is not the shape this module writes
 * reads as none; one role object alone (what an older page kept) reads as that role.
 */
export function readLocalRoles(): readonly LocalRole[] {
  let value: unknown;
  try {
    const text = storage()?.getItem(LOCAL_ROLE_STORAGE_KEY);
    if (!text) return [];
    value = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(value) ? value.map(asLocalRole) : [asLocalRole(value)];
  return list.every((role) => role !== null) ? list : [];
}

/**
 * The composer's index with the local roles among the directory roles, each in place of a namesake
 * (the folder parser refuses built-in names, so that is a site directory role the reader replaced).
 */
export function withLocalRoles(payload: ComposerPayload, roles: readonly LocalRole[]): ComposerPayload {
  if (roles.length === 0) return payload;
  const names = new Set(roles.map((role) => role.name));
  const entries = roles.map((role): IndexRole => ({
    name: role.name,
    description: role.description,
    emits: [],
    config: null,
    title: role.name,
    directory: true,
    local: true,
    ...(role.limits ? { limits: role.limits } : {}),
  }));
  return { ...payload, roles: [...payload.roles.filter((other) => !names.has(other.name)), ...entries] };
}

type Fetcher = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** A fetcher for role body files that answers the local roles' files from storage. */
export function localRoleFirst(fetcher: Fetcher): Fetcher {
  return (url) => {
    const role = readLocalRoles().find((local) => url === withBasePath(roleBodyUrl(local.name)));
    if (role)
      return Promise.resolve({
        ok: true,
        status: 200,
        json: () => Promise.resolve({ name: role.name, body: role.body }),
      });
    return fetcher(url);
  };
}

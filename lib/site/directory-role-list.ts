// The /directory-roles list at any size: its page shows the first DIRECTORY_LIST_FIRST roles, the
// filter (app/directory-roles/directory-role-list.island.ts) fetches DIRECTORY_ROLE_INDEX_URL (one short row per
// role) when a reader uses it, so it still finds any role, and /directory-roles-list/<n> pages list
// every role DIRECTORY_LIST_FIRST at a time for readers without JavaScript. The page stays the same
// size however many roles the folder holds (scripts/bench/scale.ts measures it).
/** Roles on /directory-roles itself and on each /directory-roles-list/<n> page. */
export const DIRECTORY_LIST_FIRST = 50;

/**
 * Skipped folders on /directory-roles itself: the rest are on DIRECTORY_SKIPPED_URL, so a folder with
 * hundreds of broken roles does not grow the page either.
 */
export const DIRECTORY_SKIPPED_FIRST = 20;

/** Every skipped folder, each with its reasons. */
export const DIRECTORY_SKIPPED_URL = "/directory-roles-skipped";

/** Every loaded role's row, fetched by the list's filter. */
export const DIRECTORY_ROLE_INDEX_URL = "/directory-roles-index.json";

/** The address of the nth page (from 1) of the whole list. */
export const directoryListPageHref = (page: number) => `/directory-roles-list/${page}`;

/** How many list pages `count` roles take (at least one). */
export const directoryListPages = (count: number) => Math.max(1, Math.ceil(count / DIRECTORY_LIST_FIRST));

/**
 * The roles on the nth list page (from 1), and the place of its first in the whole list: a slice of
 * the loader's list, whose order the index file keeps too, so the pages, /directory-roles (page 1)
 * and its filter list every role once, in one order.
 */
export function directoryListPage<T>(roles: readonly T[], page: number): { first: number; rows: T[] } {
  const first = (page - 1) * DIRECTORY_LIST_FIRST;
  return { first, rows: roles.slice(first, first + DIRECTORY_LIST_FIRST) };
}

/**
 * What the list's count line says: `shown` rows of the `matched` ones, of `all`; `filtered` when the
 * reader has typed a filter. The page renders it for the untouched list, the filter island after that.
 * `noun`, singular and plural, names what is counted (roles unless said).
 */
export function listCountText(
  shown: number,
  matched: number,
  all: number,
  filtered = false,
  [one, many]: readonly [string, string] = ["role", "roles"],
): string {
  const n = (count: number) => count.toLocaleString("en-US");
  const noun = (count: number) => (count === 1 ? one : many);
  if (filtered && matched === 0) return `No ${one} matches (${n(all)} in all)`;
  if (filtered || matched !== all)
    return `Showing ${n(shown)} of ${n(matched)} matching ${noun(matched)} (${n(all)} in all)`;
  return shown === all ? `${n(all)} ${noun(all)}` : `Showing ${n(shown)} of ${n(all)} ${many}`;
}

/** What the list shows of a role (the role's own page has the rest). */
export interface DirectoryRoleListRow {
  readonly name: string;
  /** The first block of its description as plain text, clipped (lib/site/build/directory-role-rows.ts). */
  readonly summary: string;
  readonly directory: string;
  readonly model: string;
  readonly policy: string;
  /** Whether it has a system prompt. */
  readonly prompt: boolean;
}

/** What the filter matches a row against: the text the row shows. */
export function rowText(row: DirectoryRoleListRow, folder: string): string {
  return [
    row.name,
    row.summary,
    `${folder}${row.directory}/`,
    row.model,
    row.policy,
    row.prompt ? "" : "no system prompt",
  ]
    .join(" ")
    .toLowerCase();
}

/** The index file: the folder label the rows show and every row, in the list's order. */
export interface DirectoryRoleIndex {
  readonly folder: string;
  readonly rows: readonly DirectoryRoleListRow[];
}

/** Reads an index file's JSON; throws when it is not one. */
export function parseDirectoryRoleIndex(value: unknown): DirectoryRoleIndex {
  const isRow = (row: unknown): row is DirectoryRoleListRow =>
    typeof row === "object" &&
    row !== null &&
    ["name", "summary", "directory", "model", "policy"].every(
      (key) => typeof (row as Record<string, unknown>)[key] === "string",
    ) &&
    typeof (row as Record<string, unknown>)["prompt"] === "boolean";
  const index = value as Partial<DirectoryRoleIndex> | null;
  if (!index || typeof index.folder !== "string" || !Array.isArray(index.rows) || !index.rows.every(isRow))
    throw new Error(`${DIRECTORY_ROLE_INDEX_URL} is not the directory roles' list`);
  return { folder: index.folder, rows: index.rows };
}

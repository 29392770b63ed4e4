// /open-roles' list of the roles an opened folder (or an import) gave, at any size: as /directory-roles
// does (lib/site/directory-role-list.ts), the page draws the first OPEN_ROLES_PAGE cards, a filter finds
// any role by its name, folder or description, and "Show more" adds a page at a time, with the same
// count line. A card renders markdown and a few widgets, so drawing thousands at once held the page for
// a minute; this module decides which cards are drawn, the reader (app/open-roles) draws them.
import { DIRECTORY_LIST_FIRST, listCountText } from "@/lib/site/directory-role-list";

import { filterRows } from "./list-filter";

/** Cards drawn at first, and added by each "Show more": the directory list's page. */
export const OPEN_ROLES_PAGE = DIRECTORY_LIST_FIRST;

/** What the filter matches a role against, once per role: its name, folder and description. */
export function openRoleFilterText(role: {
  readonly name: string;
  readonly directory: string | null;
  readonly description: string;
}): string {
  return `${role.name} ${role.directory ?? ""}/ ${role.description}`.toLowerCase();
}

/** The skipped folders' count line once they are more than a page: "Showing 50 of 3,334 skipped folders". */
export function skippedCountText(shown: number, all: number): string {
  return listCountText(Math.min(shown, all), all, all, false, ["skipped folder", "skipped folders"]);
}

/** What the list shows for a query and a limit. */
export interface OpenRolesView {
  /** The roles' places in the whole list, in its order: at most `limit`. */
  readonly shown: readonly number[];
  readonly matched: number;
  /** The count line ("Showing 50 of 3,334 roles"), read out by its live region. */
  readonly count: string;
  /** Whether "Show more" has more to add. */
  readonly more: boolean;
}

/** The matching roles (every word of `query`, any case) up to `limit`, and the count line. */
export function openRolesView(texts: readonly string[], query: string, limit: number): OpenRolesView {
  const { shown, matched } = filterRows(texts, query, limit);
  return {
    shown,
    matched,
    count: listCountText(shown.length, matched, texts.length, query.trim() !== ""),
    more: shown.length < matched,
  };
}

/**
 * How to go from the cards drawn to the cards wanted: when the drawn ones are the wanted ones' start
 * ("Show more", or a filter that only widened the limit) the rest are appended and `keep` is true;
 * otherwise the list is drawn again (`append` is all of it). The reader keeps each card it drew, so
 * drawing again costs only the cards never drawn before.
 */
export function cardsToDraw(
  drawn: readonly number[],
  wanted: readonly number[],
): { readonly keep: boolean; readonly append: readonly number[] } {
  const prefix = drawn.length <= wanted.length && drawn.every((at, index) => wanted[index] === at);
  return prefix ? { keep: true, append: wanted.slice(drawn.length) } : { keep: false, append: wanted };
}

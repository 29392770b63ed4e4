// The home page's role filter: state in the URL (?q=&emits=&effort=), matching on card data with the
// search's word matcher (lib/site/browser/search-match.ts): "meeting notes" finds the scribe by its keywords.
import { matchesQuery } from "./search-match";

export interface RoleFilterState {
  readonly query: string;
  /** An emission model name, or "" for any. */
  readonly emits: string;
  /** "high" | "medium" | "low", or "" for any. */
  readonly effort: string;
}

export const EMPTY_FILTER: RoleFilterState = { query: "", emits: "", effort: "" };

export interface FilterableRole {
  /** The text the query searches: what the card shows (title, name, summary, emission models) and its keywords. */
  readonly text: string;
  readonly emits: readonly string[];
  readonly effort: string;
}

export function readRoleFilter(search: string): RoleFilterState {
  const params = new URLSearchParams(search);
  return {
    query: params.get("q") ?? "",
    emits: params.get("emits") ?? "",
    effort: params.get("effort") ?? "",
  };
}

/** The query string for a filter state ("" when nothing is filtered), keeping unrelated parameters. */
export function writeRoleFilter(search: string, state: RoleFilterState): string {
  const params = new URLSearchParams(search);
  const entries = [
    ["q", state.query.trim() === "" ? "" : state.query],
    ["emits", state.emits],
    ["effort", state.effort],
  ] as const;
  for (const [key, value] of entries) {
    if (value) params.set(key, value);
    else params.delete(key);
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export function isFiltering(state: RoleFilterState): boolean {
  return state.query.trim() !== "" || state.emits !== "" || state.effort !== "";
}

/** True when the role matches every part of the filter; each query word must match a word of its text. */
export function matchesRoleFilter(role: FilterableRole, state: RoleFilterState): boolean {
  if (state.emits && !role.emits.includes(state.emits)) return false;
  if (state.effort && role.effort !== state.effort) return false;
  return matchesQuery(state.query, role.text);
}

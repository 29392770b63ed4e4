// What a person or a client is shown of a long list (findings, problems): the first few and a count
// of the rest. The library keeps returning every item; only what is displayed or sent is capped
// (issue 28: 15,040 findings rendered at once took the pack lab 93 s).
import { groupDigits } from "./digits";

/** Most items of one list that a view, a CLI text or an MCP tool answer shows. */
export const SHOWN_AT_MOST = 100;

export interface ShownList<T> {
  /** The first `limit` items. */
  readonly shown: readonly T[];
  /** How many items were left out. */
  readonly more: number;
}

export function firstOf<T>(items: readonly T[], limit = SHOWN_AT_MOST): ShownList<T> {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

/** "…and 14,980 more", or "" when nothing was left out. */
export function moreLine(more: number): string {
  return more > 0 ? `…and ${groupDigits(more)} more` : "";
}

import {
  editDistance as levenshtein,
  editDistanceWithin as levenshteinWithin,
} from "@/lib/casts/core/edit-distance";

import type { SearchEntry, SearchKind } from "./search";

// "Did you mean" for the 404 page and search's typo fallback: the catalog names closest by edit distance.

/** Levenshtein distance, case-insensitive, with `-`, `_` and spaces treated alike. */
export function editDistance(a: string, b: string): number {
  return levenshtein(normalise(a), normalise(b));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[-_\s]+/g, "-");
}

const KIND_BY_SEGMENT: Record<string, SearchKind> = {
  roles: "role",
  modes: "mode",
  emissions: "emission",
  "directory-roles": "directory-role",
};

/** What a suggestion is matched on. */
type Named = Pick<SearchEntry, "name" | "title">;
/** What the 404 page matches a path with and links to. */
type Listed = Named & Pick<SearchEntry, "kind" | "href">;

/** How far a word may be from a name and still count as a misspelling of it. */
function threshold(wanted: string): number {
  return Math.max(2, Math.ceil(wanted.length / 3));
}

/** Up to `limit` entries whose name or title is within a typo of `wanted`, closest first. */
export function closestEntries<T extends Named>(wanted: string, pool: readonly T[], limit: number): T[] {
  const target = normalise(wanted);
  const most = threshold(wanted);
  // An entry counts when its name or title is within `most` edits of `wanted`, or when its name
  // begins with `wanted` (then at any distance, which orders it). Only distances up to `most` are
  // counted (editDistanceWithin: a 250-character unknown name against every role name, once per
  // finding, took seconds in the pack lab); a name that begins with `wanted` is exactly as far as it
  // is longer, and its title need only be counted up to that.
  const found: { entry: T; distance: number }[] = [];
  for (const entry of pool) {
    const name = normalise(entry.name);
    const title = entry.title === entry.name ? name : normalise(entry.title);
    let distance: number;
    if (name.startsWith(target)) {
      const toName = name.length - target.length;
      distance = title === name ? toName : Math.min(toName, levenshteinWithin(target, title, toName));
    } else {
      distance = levenshteinWithin(target, name, most);
      if (title !== name && distance > 0)
        distance = Math.min(distance, levenshteinWithin(target, title, most));
      if (distance > most) continue;
    }
    found.push({ entry, distance });
  }
  return found
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((item) => item.entry);
}

/**
 * For search's typo fallback: entries close to the whole query or to one of its words (four letters
 * or more; shorter words are too easily "close" to anything), whole-query matches first.
 */
export function closestToQuery<T extends Named>(query: string, pool: readonly T[], limit: number): T[] {
  const words = query.split(/\s+/).filter((word) => word.length >= 4);
  const wanted = [query.trim(), ...(words.length > 1 ? words : [])];
  return [...new Set(wanted.flatMap((text) => closestEntries(text, pool, limit)))].slice(0, limit);
}

/** Up to `limit` entries close to the missing path's last segment, preferring the kind its folder names. */
export function suggestForPath<T extends Listed>(pathname: string, entries: readonly T[], limit = 3): T[] {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment));
  const wanted = segments.at(-1);
  if (!wanted) return [];
  const kind = segments.length > 1 ? KIND_BY_SEGMENT[segments[0] ?? ""] : undefined;
  const pool = kind ? entries.filter((entry) => entry.kind === kind) : entries;
  const matches = closestEntries(wanted, pool, limit);
  // A name used under the wrong folder (/roles/DependencyAuditor) still finds its page.
  return matches.length > 0 || !kind ? matches : closestEntries(wanted, entries, limit);
}

/** The entry whose URL the path spells in another case (`/emissions/finding`), for a redirect. */
export function entryForMiscasedPath<T extends Listed>(
  pathname: string,
  entries: readonly T[],
): T | undefined {
  const wanted = safeDecode(pathname).replace(/\/+$/, "").toLowerCase();
  return entries.find((entry) => entry.href.toLowerCase() === wanted && entry.href !== pathname);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

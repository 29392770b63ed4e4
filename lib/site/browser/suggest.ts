import { editDistance, editDistanceWithin } from "@/lib/casts/core/edit-distance";

import type { SearchEntry } from "./search";

// "Did you mean" for search's typo fallback, the pack lab and the composer: the catalog names closest by
// edit distance. The 404 page's use is in path-suggest.ts, so the search every page loads does not carry it.

/** Edit distance between two names: case-insensitive, with `-`, `_` and spaces treated alike. */
export function nameDistance(a: string, b: string): number {
  return editDistance(normalise(a), normalise(b));
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[-_\s]+/g, "-");
}

/** What a suggestion is matched on. */
export type Named = Pick<SearchEntry, "name" | "title">;

/** How far a word may be from a name and still count as a misspelling of it. */
function threshold(wanted: string): number {
  return Math.max(2, Math.ceil(wanted.length / 3));
}

/** Up to `limit` entries whose name or title is within a typo of `wanted`, closest first. */
export function closestEntries<T extends Named>(wanted: string, pool: readonly T[], limit: number): T[] {
  const target = normalise(wanted);
  const most = threshold(wanted);
  // An entry counts when its name or title is within `most` edits of `wanted`, or when its name
  // begins with `wanted`: then it is exactly as far as it is longer (which orders it), and its title
  // need only be counted up to that. Distances are counted only up to the bound (editDistanceWithin:
  // a 250-character unknown name against every role name, once per finding, took seconds in the
  // pack lab).
  const found: { entry: T; distance: number }[] = [];
  for (const entry of pool) {
    const name = normalise(entry.name);
    const prefix = name.startsWith(target);
    const bound = prefix ? name.length - target.length : most;
    const distance = Math.min(
      prefix ? bound : editDistanceWithin(target, name, most),
      entry.title === entry.name ? Infinity : editDistanceWithin(target, normalise(entry.title), bound),
    );
    if (distance <= bound) found.push({ entry, distance });
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

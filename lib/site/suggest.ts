import type { SearchEntry, SearchKind } from "./search";

// "Did you mean" for the 404 page: the catalog names closest to the last segment of a missing URL.

/** Levenshtein distance, case-insensitive, with `-`, `_` and spaces treated alike. */
export function editDistance(a: string, b: string): number {
  const left = normalise(a);
  const right = normalise(b);
  let previous = Array.from({ length: right.length + 1 }, (_, index) => index);
  for (let i = 1; i <= left.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= right.length; j += 1) {
      const cost = left[i - 1] === right[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[right.length] ?? 0;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[-_\s]+/g, "-");
}

const KIND_BY_SEGMENT: Record<string, SearchKind> = { roles: "role", modes: "mode", emissions: "emission" };

/** Up to `limit` entries close to the missing path's last segment, preferring the kind its folder names. */
export function suggestForPath(pathname: string, entries: readonly SearchEntry[], limit = 3): SearchEntry[] {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((segment) => safeDecode(segment));
  const wanted = segments.at(-1);
  if (!wanted) return [];
  const kind = segments.length > 1 ? KIND_BY_SEGMENT[segments[0] ?? ""] : undefined;
  const pool = kind ? entries.filter((entry) => entry.kind === kind) : entries;
  const threshold = Math.max(2, Math.ceil(wanted.length / 3));
  return pool
    .map((entry) => ({
      entry,
      distance: Math.min(editDistance(wanted, entry.name), editDistance(wanted, entry.title)),
    }))
    .filter((item) => item.distance <= threshold || normalise(item.entry.name).startsWith(normalise(wanted)))
    .sort((a, b) => a.distance - b.distance)
    .slice(0, limit)
    .map((item) => item.entry);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

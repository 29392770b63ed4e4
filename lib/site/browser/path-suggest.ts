// "Did you mean" for the 404 page (app/not-found.island.ts): the catalog entries closest to a
// missing path, and the page a path names in another case. Apart from suggest.ts so that the search
// module every catalog page loads does not carry the 404 page's code.
import type { SearchEntry, SearchKind } from "./search";
import { closestEntries, type Named } from "./suggest";

const KIND_BY_SEGMENT: Record<string, SearchKind> = {
  roles: "role",
  modes: "mode",
  emissions: "emission",
  "directory-roles": "directory-role",
};

/** What the 404 page matches a path with and links to. */
type Listed = Named & Pick<SearchEntry, "kind" | "href">;

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

// Site search: Pagefind (a static full-text index with stemming and prefix matching, built at
// build time into out/pagefind) ranks the catalog; when it finds little, the names closest by edit
// distance are offered too, because Pagefind does not forgive typos ("reviewr" → reviewer).
// Browser-safe: the engine is passed in (the dialog loads pagefind.js, tests load it in Node).
import { closestToQuery } from "./suggest";

export const SEARCH_KINDS = ["role", "mode", "emission", "directory-role"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One catalog entry as the dialog lists it; /search-index.json ships these. */
export interface SearchEntry {
  readonly kind: SearchKind;
  /** The catalog name: `architect`, `slow`, `Finding`, `DependencyAuditor`. */
  readonly name: string;
  /** Display title, e.g. a role's body heading. */
  readonly title: string;
  readonly summary: string;
  readonly href: string;
  /** Pagefind's id for the entry's result, when known: the result then needs no fragment fetch. */
  readonly pageId?: string;
}

/** The part of Pagefind's JS API the search uses. */
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  data(): Promise<{ readonly url: string }>;
}
export interface PagefindEngine {
  search(query: string): Promise<{ readonly results: readonly PagefindResult[] } | null>;
}

/** Below this many full-text results, or with a best score under WEAK, the query counts as a near miss. */
const FEW = 3;
const WEAK = 2;

/**
 * Pagefind needs every word of a query to match, so words that carry no intent ("root cause of an
 * outage") would empty the results; they are left out.
 */
const STOP_WORDS = new Set(
  "a an and are as at be by for from how i in into is it me my of on or our that the this to we what when with".split(
    " ",
  ),
);

export function meaningfulWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((word) => word !== "" && !STOP_WORDS.has(word));
}

async function hits(engine: PagefindEngine, query: string): Promise<readonly PagefindResult[]> {
  return (await engine.search(query))?.results ?? [];
}

/** Any-word search: pages matching more of the words first, then by summed score. */
async function anyWord(engine: PagefindEngine, words: readonly string[]): Promise<PagefindResult[]> {
  const merged = new Map<string, { result: PagefindResult; words: number; score: number }>();
  for (const results of await Promise.all(words.map((word) => hits(engine, word)))) {
    for (const result of results) {
      const seen = merged.get(result.id) ?? { result, words: 0, score: 0 };
      merged.set(result.id, { result, words: seen.words + 1, score: seen.score + result.score });
    }
  }
  return [...merged.values()]
    .sort((a, b) => b.words - a.words || b.score - a.score)
    .map((item) => item.result);
}

/** Entries for the query, best first: Pagefind's ranking, then close names when it found little. */
export async function searchCatalog(
  engine: PagefindEngine,
  entries: readonly SearchEntry[],
  query: string,
  limit: number,
): Promise<SearchEntry[]> {
  if (query.trim() === "") return entries.slice(0, limit);
  const byHref = new Map(entries.map((entry) => [entry.href, entry]));
  const byId = new Map(entries.flatMap((entry) => (entry.pageId ? [[entry.pageId, entry] as const] : [])));
  const toEntry = async (result: PagefindResult) =>
    byId.get(result.id) ?? byHref.get(stripTrailingSlash((await result.data()).url));
  const toEntries = async (results: readonly PagefindResult[]) =>
    (await Promise.all(results.slice(0, limit).map(toEntry))).filter((entry) => entry !== undefined);
  const words = meaningfulWords(query);
  if (words.length === 0) return [];
  const all = await hits(engine, words.join(" "));
  if (all.length >= FEW && (all[0]?.score ?? 0) >= WEAK) return toEntries(all);
  // A near miss: pages that match every word well, then names within a typo of the query (Pagefind
  // does not forgive typos), then pages matching some of the words.
  const strong = all.filter((result) => result.score >= WEAK);
  const strongIds = new Set(strong.map((result) => result.id));
  const some = words.length > 1 ? await anyWord(engine, words) : [];
  const close = closestToQuery(query, entries, FEW);
  const found = [
    ...(await toEntries(strong)),
    ...close,
    ...(await toEntries(some.filter((result) => !strongIds.has(result.id)))),
  ];
  return [...new Set(found)].slice(0, limit);
}

function stripTrailingSlash(url: string): string {
  return url.length > 1 ? url.replace(/\/$/, "") : url;
}

/** Checks fetched index data before use (it crosses the network, so it is not trusted by type). */
export function parseSearchIndex(value: unknown): SearchEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: SearchEntry[] = [];
  for (const item of value) {
    if (item === null || typeof item !== "object") return null;
    const record: Record<string, unknown> = { ...item };
    const { kind, name, title, summary, href, pageId } = record;
    const kindValue = SEARCH_KINDS.find((candidate) => candidate === kind);
    if (!kindValue || typeof name !== "string" || typeof title !== "string" || typeof summary !== "string")
      return null;
    if (typeof href !== "string" || !href.startsWith("/")) return null;
    if (pageId !== undefined && typeof pageId !== "string") return null;
    entries.push({ kind: kindValue, name, title, summary, href, ...(pageId ? { pageId } : {}) });
  }
  return entries;
}

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

/**
 * An entry without its summary: what the typo fallback compares a query with (name, title, and the
 * page id that finds the whole entry) and what the 404 page suggests (kind, title, href).
 */
export type SearchName = Pick<SearchEntry, "kind" | "name" | "title" | "href" | "pageId">;

/** The part of Pagefind's JS API the search uses. */
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
  /** The page's fragment: its URL, and its indexed text with the word positions the query matched. */
  data(): Promise<{
    readonly url: string;
    readonly content?: string;
    readonly locations?: readonly number[];
  }>;
}
export interface PagefindEngine {
  search(query: string): Promise<{ readonly results: readonly PagefindResult[] } | null>;
}

/**
 * Below FEW full-text results, or with a best score under WEAK, the query counts as a near miss —
 * unless it is on SEARCH_RESULT_LIMIT pages or more and the best page holds the query's own words:
 * then they are the catalog's common words, not a typo (Pagefind also answers an unknown word with
 * pages that merely hold a short word such as "a", so the many results alone prove nothing).
 */
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

/** How many results the dialog lists; an empty query lists the first this many entries. */
export const SEARCH_RESULT_LIMIT = 20;

/**
 * The entries as the site ships them: `/search-index.json` holds all (for a result without a page id);
 * `/search-index/<page id>.json` one each, so a query fetches only the entries of the results it
 * shows; `/search-index/first.json` the first SEARCH_RESULT_LIMIT, for an empty query;
 * `/search-index/names.json` every entry's SearchName as a `[kind, name, title, href, pageId]` row,
 * for the typo fallback and the 404 page (a third of the whole list's size: no summaries).
 */
export const SEARCH_INDEX_FILE = "/search-index.json";
export const SEARCH_ENTRY_DIR = "/search-index";
export const SEARCH_FIRST_FILE = `${SEARCH_ENTRY_DIR}/first.json`;
export const SEARCH_NAMES_FILE = `${SEARCH_ENTRY_DIR}/names.json`;
export const searchEntryFile = (pageId: string) => `${SEARCH_ENTRY_DIR}/${pageId}.json`;

/** Where searchCatalog finds entries: in memory (tests), or fetched file by file (the dialog). */
export interface SearchEntries {
  /** The first `limit` entries in the catalog's order: what an empty query lists. */
  first(limit: number): Promise<readonly SearchEntry[]>;
  /** The entry of a Pagefind result, by its page id; undefined when no entry has that id. */
  byPageId(pageId: string): Promise<SearchEntry | undefined>;
  /** Every entry's name and title: for the typo fallback. */
  names(): Promise<readonly SearchName[]>;
  /** Every entry: for a result or a name without a page id. */
  all(): Promise<readonly SearchEntry[]>;
}

export function entriesInMemory(entries: readonly SearchEntry[]): SearchEntries {
  const byId = new Map(entries.flatMap((entry) => (entry.pageId ? [[entry.pageId, entry] as const] : [])));
  return {
    first: (limit) => Promise.resolve(entries.slice(0, limit)),
    byPageId: (pageId) => Promise.resolve(byId.get(pageId)),
    names: () => Promise.resolve(entries),
    all: () => Promise.resolve(entries),
  };
}

/** Entries for the query, best first: Pagefind's ranking, then close names when it found little. */
export async function searchCatalog(
  engine: PagefindEngine,
  entries: SearchEntries,
  query: string,
  limit: number,
): Promise<SearchEntry[]> {
  if (query.trim() === "") return [...(await entries.first(limit))];
  let byHref: Promise<Map<string, SearchEntry>> | undefined;
  const fromUrl = async (result: PagefindResult) => {
    byHref ??= entries.all().then((all) => new Map(all.map((entry) => [entry.href, entry])));
    const { url } = await result.data();
    return (await byHref).get(stripTrailingSlash(url));
  };
  const toEntry = async (result: PagefindResult) => (await entries.byPageId(result.id)) ?? fromUrl(result);
  const toEntries = async (results: readonly PagefindResult[]) =>
    (await Promise.all(results.slice(0, limit).map(toEntry))).filter((entry) => entry !== undefined);
  const words = meaningfulWords(query);
  if (words.length === 0) return [];
  const all = await hits(engine, words.join(" "));
  if (all.length >= FEW && (all[0]?.score ?? 0) >= WEAK) return toEntries(all);
  if (all.length >= SEARCH_RESULT_LIMIT && all[0] && (await holdsWords(all[0], words))) return toEntries(all);
  // A near miss: pages that match every word well, then names within a typo of the query (Pagefind
  // does not forgive typos), then pages matching some of the words.
  const strong = all.filter((result) => result.score >= WEAK);
  const strongIds = new Set(strong.map((result) => result.id));
  const some = words.length > 1 ? await anyWord(engine, words) : [];
  const close = await Promise.all(
    closestToQuery(query, await entries.names(), FEW).map(async (name) =>
      name.pageId
        ? entries.byPageId(name.pageId)
        : (await entries.all()).find((entry) => entry.kind === name.kind && entry.name === name.name),
    ),
  );
  const found = [
    ...(await toEntries(strong)),
    ...close.filter((entry) => entry !== undefined),
    ...(await toEntries(some.filter((result) => !strongIds.has(result.id)))),
  ];
  // One entry per page: the same entry may come from its own file and from the whole list.
  return [...new Map(found.map((entry) => [entry.href, entry] as const)).values()].slice(0, limit);
}

/** Whether every query word (its first four letters, as stems differ) is among the page's matched words. */
async function holdsWords(result: PagefindResult, words: readonly string[]): Promise<boolean> {
  const { content = "", locations = [] } = await result.data();
  const tokens = content.toLowerCase().split(/\s+/);
  const matched = locations.map((at) => tokens[at] ?? "");
  return words.every((word) => matched.some((token) => token.includes(word.slice(0, 4))));
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

/** The rows of SEARCH_NAMES_FILE. */
export function searchNameRows(entries: readonly SearchEntry[]): (readonly string[])[] {
  return entries.map((entry) => [
    entry.kind,
    entry.name,
    entry.title,
    entry.href,
    ...(entry.pageId ? [entry.pageId] : []),
  ]);
}

/** Checks SEARCH_NAMES_FILE's rows as fetched (not trusted by type); null when malformed. */
export function parseSearchNames(value: unknown): SearchName[] | null {
  if (!Array.isArray(value)) return null;
  const names: SearchName[] = [];
  for (const row of value) {
    if (!Array.isArray(row) || row.length < 4 || row.length > 5) return null;
    const [kind, name, title, href, pageId] = row as unknown[];
    const kindValue = SEARCH_KINDS.find((candidate) => candidate === kind);
    if (!kindValue || typeof name !== "string" || typeof title !== "string") return null;
    if (typeof href !== "string" || !href.startsWith("/")) return null;
    if (pageId !== undefined && typeof pageId !== "string") return null;
    names.push({ kind: kindValue, name, title, href, ...(pageId ? { pageId } : {}) });
  }
  return names;
}

// Site search: Pagefind (a static full-text index with stemming and prefix matching, built at
// build time into out/pagefind) ranks the catalog; when it finds little, the names closest by edit
// distance are offered too, because Pagefind does not forgive typos ("reviewr" → reviewer).
// Browser-safe: the engine is passed in (the dialog loads pagefind.js, tests load it in Node).
import { editDistanceWithin } from "@/lib/casts/core/edit-distance";

import { queryWords } from "./search-match";
import { closestToQuery } from "./suggest";

/** "page": the site's own tools and lists (the composer, /compare, the pack lab, /modes…). */
export const SEARCH_KINDS = ["role", "mode", "emission", "directory-role", "page"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** Each kind as the site names it beside an entry (the 404 page's suggestions, the A–Z index). */
export const SEARCH_KIND_LABEL: Readonly<Record<SearchKind, string>> = {
  role: "Role",
  mode: "Mode",
  emission: "Emission model",
  "directory-role": "Directory role",
  page: "Page",
};

/** One catalog entry as the dialog lists it; `/search-index/<page id>.json` ships each. */
export interface SearchEntry {
  readonly kind: SearchKind;
  /** The catalog name: `architect`, `slow`, `Finding`, `DependencyAuditor`. */
  readonly name: string;
  /** Display title, e.g. a role's body heading. */
  readonly title: string;
  readonly summary: string;
  readonly href: string;
  /** Everyday words for what it is for (search keywords, README): shown when they made it match. */
  readonly keywords?: readonly string[];
  /** Pagefind's id for the entry's page (its fragment's file name): results name entries by it. */
  readonly pageId: string;
}

/**
 * An entry without its summary: what the typo fallback compares a query with (name, title, and the
 * page id that finds the whole entry) and what the 404 page suggests (kind, title, href).
 */
export type SearchName = Pick<SearchEntry, "kind" | "name" | "title" | "href" | "pageId">;

/** The part of Pagefind's JS API the search uses: a result's page id and score, not its fragment. */
export interface PagefindResult {
  readonly id: string;
  readonly score: number;
}
export interface PagefindEngine {
  search(query: string): Promise<{ readonly results: readonly PagefindResult[] } | null>;
}

/** Below FEW results, or with a best score under WEAK, the query counts as a near miss (a typo?). */
const FEW = 3;
const WEAK = 2;
/** Edits between a one-word query and a name that make it that name misspelt. */
const TYPO_EDITS = 2;

/**
 * Words that say which kind of entry the reader wants rather than what it is about: "how should it
 * think" asks for a mode, "what shape is the output" for an emission model. They set the query's
 * intent and are not searched themselves (no entry is about the word "json").
 */
const INTENT_WORDS: Readonly<Record<"mode" | "emission", ReadonlySet<string>>> = {
  mode: new Set("think thinking thought reason reasoning mindset mode modes style".split(" ")),
  emission: new Set(
    "output outputs schema schemas json structured type types field fields format shape payload emission emissions response".split(
      " ",
    ),
  ),
};

export type SearchIntent = "task" | "mode" | "emission";

/** What the query asks for, and the words to search: a task (roles) unless it names a kind's words. */
export function queryIntent(words: readonly string[]): { intent: SearchIntent; words: string[] } {
  for (const intent of ["emission", "mode"] as const) {
    const set = INTENT_WORDS[intent];
    if (words.some((word) => set.has(word))) return { intent, words: words.filter((word) => !set.has(word)) };
  }
  return { intent: "task", words: [...words] };
}

/**
 * How much each kind's score counts for each intent: a task query wants a role first (the mode
 * `fast` or the model Finding share words with tasks — "find", "quick" — without doing them).
 */
const KIND_WEIGHT: Readonly<Record<SearchIntent, Readonly<Record<SearchKind, number>>>> = {
  task: { role: 1, "directory-role": 1, mode: 0.45, emission: 0.45, page: 0.5 },
  mode: { role: 0.6, "directory-role": 0.6, mode: 1.6, emission: 0.3, page: 0.5 },
  emission: { role: 0.6, "directory-role": 0.6, mode: 0.3, emission: 1.6, page: 0.5 },
};

/** A name or query as one lowercase word: "Design spec", "design-spec" and "DesignSpec" meet. */
const joined = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/**
 * The entries the whole query names, for the top of the list: those whose name or title is the query
 * joined ("verdict" → Verdict, not ComplianceVerdict); failing that, the closest within TYPO_EDITS of
 * it ("thret modeler" → ThreatModeler). Not for short queries, which are that close to too much.
 */
function namedByQuery(query: string, names: readonly SearchName[]): string[] {
  const wanted = joined(query);
  const near = names.map((name) => ({
    pageId: name.pageId,
    distance: Math.min(
      editDistanceWithin(wanted, joined(name.name), TYPO_EDITS),
      editDistanceWithin(wanted, joined(name.title), TYPO_EDITS),
    ),
  }));
  // Only the closest: a name two edits away is no match when another is one away.
  const best = Math.min(...near.map((item) => item.distance));
  if (wanted === "" || best > TYPO_EDITS || (best > 0 && wanted.length < 5)) return [];
  return near.filter((item) => item.distance === best).map((item) => item.pageId);
}

async function hits(engine: PagefindEngine, query: string): Promise<readonly PagefindResult[]> {
  return (await engine.search(query))?.results ?? [];
}

interface Ranked {
  readonly result: PagefindResult;
  readonly score: number;
}

/**
 * Any-word search ranked for the reader: each page's scores for each word summed (Pagefind's score
 * already weighs rare words above common ones), a page holding all the words together counted once
 * more, scaled by the share of the words it holds and by its kind's weight for the intent.
 */
async function ranked(
  engine: PagefindEngine,
  words: readonly string[],
  intent: SearchIntent,
  kindOf: (id: string) => SearchKind | undefined,
): Promise<Ranked[]> {
  // Each word, and all of them together, searched at once: Pagefind shares the index chunks they load.
  const lists = await Promise.all([
    ...words.map((word) => hits(engine, word)),
    ...(words.length > 1 ? [hits(engine, words.join(" "))] : []),
  ]);
  const merged = new Map<string, { result: PagefindResult; words: number; score: number }>();
  lists.forEach((results, list) => {
    for (const result of results) {
      const seen = merged.get(result.id) ?? { result, words: 0, score: 0 };
      // The list for all the words together: such a page holds every word.
      const isWord = list < words.length;
      merged.set(result.id, {
        result,
        words: isWord ? seen.words + 1 : words.length,
        score: seen.score + result.score,
      });
    }
  });
  return [...merged.values()]
    .map(({ result, words: held, score }) => {
      const kind = kindOf(result.id);
      const share = Math.min(held, words.length) / words.length;
      return { result, score: score * (0.5 + 0.5 * share) * (kind ? KIND_WEIGHT[intent][kind] : 1) };
    })
    .sort((a, b) => b.score - a.score);
}

/** How many results the dialog lists; an empty query lists the first this many entries. */
export const SEARCH_RESULT_LIMIT = 20;

/**
 * The entries as the site ships them: `/search-index/<page id>.json` one each, so a query fetches
 * only the entries of the results it shows; `/search-index/first.json` the first SEARCH_RESULT_LIMIT,
 * for an empty query; `/search-index/names.json` every entry's SearchName as a
 * `[kind, name, title, href, pageId]` row, for the typo fallback and the 404 page (no summaries).
 */
export const SEARCH_ENTRY_DIR = "/search-index";
export const SEARCH_FIRST_FILE = `${SEARCH_ENTRY_DIR}/first.json`;
export const SEARCH_NAMES_FILE = `${SEARCH_ENTRY_DIR}/names.json`;
export const searchEntryFile = (pageId: string) => `${SEARCH_ENTRY_DIR}/${pageId}.json`;

/** The A–Z index of every entry (app/a-z): where the header's Search leads without JavaScript. */
export const A_Z_HREF = "/a-z";

/** Where searchCatalog finds entries: fetched file by file in the dialog, held in memory in tests. */
export interface SearchEntries {
  /** The first SEARCH_RESULT_LIMIT entries in the catalog's order: what an empty query lists. */
  first(): Promise<readonly SearchEntry[]>;
  /** The entry of a Pagefind result, by its page id; undefined when no entry has that id. */
  byPageId(pageId: string): Promise<SearchEntry | undefined>;
  /** Every entry's kind, name, title and page id: for the kind weights and the typo fallback. */
  names(): Promise<readonly SearchName[]>;
}

/**
 * Entries for the query, best first: Pagefind's scores per word, weighed by what the query asks for
 * (roles for a task, modes for how to think, emission models for an output's shape); names within a
 * typo of the query when that finds little, since Pagefind does not forgive typos. A single letter
 * lists the names it begins, roles first.
 */
export async function searchCatalog(
  engine: PagefindEngine,
  entries: SearchEntries,
  query: string,
  limit: number,
): Promise<SearchEntry[]> {
  if (query.trim() === "") return (await entries.first()).slice(0, limit);
  const names = await entries.names();
  const letter = oneLetter(query);
  if (letter) return fetchListed(entries, namesStartingWith(letter, names), limit);
  const all = queryWords(query);
  const named = namedByQuery(query, names);
  if (all.length === 0) return fetchListed(entries, named, limit);
  const kinds = new Map(names.map((name) => [name.pageId, name.kind]));
  const { intent, words } = queryIntent(all);
  let ids: string[];
  if (words.length === 0) {
    // Only a kind's words ("structured json output"): that kind's entries, in the catalog's order.
    const kind = intent === "task" ? "role" : intent;
    ids = names.filter((name) => name.kind === kind).map((name) => name.pageId);
  } else {
    const found = await ranked(engine, words, intent, (id) => kinds.get(id));
    const strong = found.filter((item) => item.score >= WEAK);
    ids = strong.map(({ result }) => result.id);
    if (strong.length < FEW) {
      // A near miss: names within a typo of the query, then (for several words) pages matching weakly.
      ids.push(...closestToQuery(query, names, FEW).map((name) => name.pageId));
      if (words.length > 1) ids.push(...found.map(({ result }) => result.id));
    }
  }
  // The entry the query names, exactly or misspelt, leads whatever Pagefind found by the words' parts
  // ("revewer" put the migrator first, "verdict" ComplianceVerdict).
  return fetchListed(entries, [...named, ...ids], limit);
}

/** The query's letter (or digit), lowercased, when it is one and nothing else; otherwise undefined. */
function oneLetter(query: string): string | undefined {
  const text = query.trim().toLowerCase();
  return [...text].length === 1 && /^[\p{L}\p{N}]$/u.test(text) ? text : undefined;
}

/** The order a one-letter query lists kinds in: roles first, the site's own pages last. */
const LETTER_ORDER: readonly SearchKind[] = ["role", "directory-role", "mode", "emission", "page"];

/**
 * The page ids of the entries whose name or title starts with the letter, roles first, then directory
 * roles, modes, emission models and the site's pages, each kind A–Z. Every letter the same way:
 * Pagefind drops "a" and "i" as stop words and matches other letters as prefixes of any word, so it is
 * not asked.
 */
function namesStartingWith(letter: string, names: readonly SearchName[]): string[] {
  const starts = (text: string) => text.toLowerCase().startsWith(letter);
  // Sorted by the text the letter begins: the assessor, "Risk Assessor", among the other r's.
  const listed = names.flatMap((name) =>
    starts(name.name) ? [{ name, key: name.name }] : starts(name.title) ? [{ name, key: name.title }] : [],
  );
  const rank = ({ name }: (typeof listed)[number]) => LETTER_ORDER.indexOf(name.kind);
  return listed
    .sort((a, b) => rank(a) - rank(b) || a.key.localeCompare(b.key, "en", { sensitivity: "base" }))
    .map(({ name }) => name.pageId);
}

/** The ids' entries, each page once (a misspelt name may be a page found too), fetched only when listed. */
async function fetchListed(
  entries: SearchEntries,
  ids: readonly string[],
  limit: number,
): Promise<SearchEntry[]> {
  const listed = await Promise.all([...new Set(ids)].slice(0, limit).map((id) => entries.byPageId(id)));
  return listed.filter((entry) => entry !== undefined);
}

/** Checks fetched index data before use (it crosses the network, so it is not trusted by type). */
export function parseSearchIndex(value: unknown): SearchEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: SearchEntry[] = [];
  for (const item of value) {
    if (item === null || typeof item !== "object") return null;
    const record: Record<string, unknown> = { ...item };
    const { kind, name, title, summary, href, pageId, keywords } = record;
    const kindValue = SEARCH_KINDS.find((candidate) => candidate === kind);
    if (!kindValue || typeof name !== "string" || typeof title !== "string" || typeof summary !== "string")
      return null;
    if (typeof href !== "string" || !href.startsWith("/") || typeof pageId !== "string") return null;
    const words = keywords === undefined ? [] : Array.isArray(keywords) ? keywords : null;
    if (words === null || !words.every((word) => typeof word === "string")) return null;
    entries.push({
      kind: kindValue,
      name,
      title,
      summary,
      href,
      ...(words.length > 0 ? { keywords: words.map(String) } : {}),
      pageId,
    });
  }
  return entries;
}

/** The rows of SEARCH_NAMES_FILE. */
export function searchNameRows(entries: readonly SearchEntry[]): (readonly string[])[] {
  return entries.map(({ kind, name, title, href, pageId }) => [kind, name, title, href, pageId]);
}

/** Checks SEARCH_NAMES_FILE's rows as fetched (not trusted by type); null when malformed. */
export function parseSearchNames(value: unknown): SearchName[] | null {
  if (!Array.isArray(value)) return null;
  const names: SearchName[] = [];
  for (const row of value) {
    if (!Array.isArray(row) || row.length !== 5) return null;
    const [kind, name, title, href, pageId] = row as unknown[];
    const kindValue = SEARCH_KINDS.find((candidate) => candidate === kind);
    if (!kindValue || typeof name !== "string" || typeof title !== "string") return null;
    if (typeof href !== "string" || !href.startsWith("/") || typeof pageId !== "string") return null;
    names.push({ kind: kindValue, name, title, href, pageId });
  }
  return names;
}

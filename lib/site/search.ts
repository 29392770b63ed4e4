// Ranking for the site search island; browser-safe and dependency-free.

export const SEARCH_KINDS = ["role", "mode", "emission"] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export interface SearchEntry {
  readonly kind: SearchKind;
  /** The catalog name: `architect`, `slow`, `Finding`. */
  readonly name: string;
  /** Display title, e.g. a role's body heading. */
  readonly title: string;
  readonly summary: string;
  readonly href: string;
  /** Extra words that should find the entry (emission models, phase, field names…). */
  readonly keywords: string;
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
}

function wordStarts(haystack: string, token: string): boolean {
  return haystack.split(/[^a-z0-9]+/).some((word) => word.startsWith(token));
}

function tokenScore(entry: SearchEntry, token: string): number {
  const name = entry.name.toLowerCase();
  const title = entry.title.toLowerCase();
  const keywords = entry.keywords.toLowerCase();
  const summary = entry.summary.toLowerCase();
  if (name === token || title === token) return 100;
  if (name.startsWith(token) || title.startsWith(token)) return 60;
  if (wordStarts(name, token) || wordStarts(title, token)) return 45;
  if (name.includes(token) || title.includes(token)) return 30;
  if (wordStarts(keywords, token)) return 15;
  if (wordStarts(summary, token)) return 10;
  if (keywords.includes(token) || summary.includes(token)) return 4;
  return 0;
}

/** Entries matching every word of the query, best first; all entries (in index order) for an empty query. */
export function searchEntries(
  entries: readonly SearchEntry[],
  query: string,
  limit = Infinity,
): SearchEntry[] {
  const tokens = tokenize(query);
  if (tokens.length === 0) return entries.slice(0, limit);
  const scored: { entry: SearchEntry; score: number; order: number }[] = [];
  entries.forEach((entry, order) => {
    let score = 0;
    for (const token of tokens) {
      const value = tokenScore(entry, token);
      if (value === 0) return;
      score += value;
    }
    scored.push({ entry, score, order });
  });
  return scored
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map((item) => item.entry);
}

/** Checks fetched index data before use (it crosses the network, so it is not trusted by type). */
export function parseSearchIndex(value: unknown): SearchEntry[] | null {
  if (!Array.isArray(value)) return null;
  const entries: SearchEntry[] = [];
  for (const item of value) {
    if (item === null || typeof item !== "object") return null;
    const record: Record<string, unknown> = { ...item };
    const { kind, name, title, summary, href, keywords } = record;
    const kindValue = SEARCH_KINDS.find((candidate) => candidate === kind);
    if (!kindValue || typeof name !== "string" || typeof title !== "string" || typeof summary !== "string")
      return null;
    if (typeof href !== "string" || !href.startsWith("/") || typeof keywords !== "string") return null;
    entries.push({ kind: kindValue, name, title, summary, href, keywords });
  }
  return entries;
}

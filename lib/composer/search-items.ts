/** Text fields to search, most important first (e.g. name, title, description). */
export type SearchFields<T> = (item: T) => readonly string[];

/**
 * Items whose fields contain every word of the query (case-insensitive), best first: a name
 * that starts with the query, then one that contains it, then a match in a later field.
 */
export function searchItems<T>(items: readonly T[], query: string, fields: SearchFields<T>): readonly T[] {
  const needle = query.trim().toLowerCase();
  if (needle === "") return items;
  const words = needle.split(/\s+/);
  const scored: { item: T; score: number; order: number }[] = [];
  items.forEach((item, order) => {
    const texts = fields(item).map((text) => text.toLowerCase());
    if (!words.every((word) => texts.some((text) => text.includes(word)))) return;
    const primary = texts[0] ?? "";
    let score = texts.length + 1;
    if (primary.startsWith(needle)) score = 0;
    else if (primary.includes(needle)) score = 1;
    else {
      const field = texts.findIndex((text) => text.includes(needle));
      if (field >= 0) score = field + 1;
    }
    scored.push({ item, score, order });
  });
  return scored.sort((a, b) => a.score - b.score || a.order - b.order).map((entry) => entry.item);
}

/** How many rows the directory-role list shows at first and adds per "Show more". */
export const LIST_PAGE_SIZE = 200;

/**
 * Which rows a filter shows: those whose text contains every word of the query (case-insensitive),
 * at most `limit` of them. Returns the indexes shown and how many matched in all.
 */
export function filterRows(
  texts: readonly string[],
  query: string,
  limit: number,
): { readonly shown: readonly number[]; readonly matched: number } {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown: number[] = [];
  let matched = 0;
  texts.forEach((text, index) => {
    if (!words.every((word) => text.includes(word))) return;
    matched += 1;
    if (shown.length < limit) shown.push(index);
  });
  return { shown, matched };
}

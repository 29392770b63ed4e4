// Part of the browser core: Levenshtein distance, for "did you mean" hints (the CLI's flags, a
// directory role's config keys, the composer's and the 404 page's name suggestions).

/** The fewest single-character insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * `editDistance(a, b)` when it is at most `most`, else `most + 1`. Only the cells within `most` of the
 * diagonal are counted (any cell further out already costs more), and the count stops once a whole
 * row is over `most`: O(|a| · most) instead of O(|a| · |b|).
 */
export function editDistanceWithin(a: string, b: string, most: number): number {
  const over = most + 1;
  if (Math.abs(a.length - b.length) > most) return over;
  if (a.length === 0 || b.length === 0) return Math.max(a.length, b.length);
  // Row i holds the distances from a's first i characters to b's first j; cells outside the band
  // [i - most, i + most] stand for "more than most".
  let previous = new Array<number>(b.length + 1).fill(over);
  let current = new Array<number>(b.length + 1).fill(over);
  for (let j = 0; j <= Math.min(b.length, most); j += 1) previous[j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    const from = Math.max(1, i - most);
    const to = Math.min(b.length, i + most);
    current[from - 1] = from === 1 && i <= most ? i : over;
    if (to < b.length) current[to + 1] = over;
    let rowBest = current[from - 1]!;
    const unit = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j += 1) {
      const substitute = previous[j - 1]! + (unit === b.charCodeAt(j - 1) ? 0 : 1);
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, substitute, over);
      current[j] = value;
      if (value < rowBest) rowBest = value;
    }
    if (rowBest > most) return over;
    [previous, current] = [current, previous];
  }
  return previous[b.length]!;
}

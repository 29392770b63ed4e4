// Part of the browser core: Levenshtein distance, for "did you mean" hints (the CLI's flags, a
// directory role's config keys, the composer's and the 404 page's name suggestions).

/** The fewest single-character insertions, deletions and substitutions that turn `a` into `b`. */
export function editDistance(a: string, b: string): number {
  return editDistanceWithin(a, b, Infinity);
}

/**
 * `editDistance(a, b)` when it is at most `most`, else `most + 1`, without counting the whole table
 * when it need not: lengths further apart than `most` are refused at once (a 250-character unknown
 * name against short role names), and the count stops at the first row whose every cell is over
 * `most` (cells only grow from row to row). One function for both: the catalog pages' search ships
 * this module, and a second, banded copy cost them 240 of their 10 kB budget (site-islands e2e).
 */
export function editDistanceWithin(a: string, b: string, most: number): number {
  if (Math.abs(a.length - b.length) > most) return most + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + +(a[i - 1] !== b[j - 1]), // a substitution costs 1 when they differ
      );
    if (current.every((value) => value > most)) return most + 1;
    previous = current;
  }
  return Math.min(previous[b.length]!, most + 1);
}

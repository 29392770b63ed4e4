// The A–Z index's order (app/a-z/page.tsx): entries filed under their title's first letter.

/** The letter a title is filed under: its first letter without accents, or "#" for anything else. */
function letterOf(title: string): string {
  const first = title.normalize("NFD").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : "#";
}

/** The entries by letter, each letter's A–Z by title (case and accents aside); the letters in order, "#" last. */
export function indexLetters<T extends { readonly title: string }>(entries: readonly T[]): [string, T[]][] {
  const sorted = entries.toSorted((a, b) => a.title.localeCompare(b.title, "en", { sensitivity: "base" }));
  const letters = new Map<string, T[]>();
  for (const entry of sorted) {
    const letter = letterOf(entry.title);
    const listed = letters.get(letter);
    if (listed) listed.push(entry);
    else letters.set(letter, [entry]);
  }
  return [...letters].sort(([a], [b]) => (a === "#" ? 1 : b === "#" ? -1 : a.localeCompare(b)));
}

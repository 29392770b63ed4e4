// The A–Z index's order (app/a-z/page.tsx): entries filed under their title's first letter, and the
// bound that keeps the page's size flat in the number of directory roles.

/**
 * Most directory roles /a-z lists by name. A team's folder may hold thousands (the build is measured at
 * 10,000), and the page would grow with each; past this it names how many there are and links to the
 * paged list (/directory-roles-list/<n>), which needs no JavaScript either.
 */
export const A_Z_DIRECTORY_ROLES = 200;

/**
 * The entries /a-z lists: all of them, or, when there are more than `limit` directory roles, all but
 * those, with how many were left out.
 */
export function indexEntries<T extends { readonly kind: string }>(
  entries: readonly T[],
  limit: number = A_Z_DIRECTORY_ROLES,
): { readonly listed: T[]; readonly directoryRolesLeftOut: number } {
  const directoryRoles = entries.filter((entry) => entry.kind === "directory-role").length;
  if (directoryRoles <= limit) return { listed: [...entries], directoryRolesLeftOut: 0 };
  return {
    listed: entries.filter((entry) => entry.kind !== "directory-role"),
    directoryRolesLeftOut: directoryRoles,
  };
}

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

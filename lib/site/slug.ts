/** A URL fragment for a heading: lowercase ASCII words joined by dashes ("Anti-Patterns" → "anti-patterns"). */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^\p{Letter}\p{Number}\s_-]/gu, "")
    .trim()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-");
}

/** Hands out unique slugs: the second "Notes" becomes "notes-2". */
export function createSlugger(prefix = ""): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base = `${prefix}${slugify(text) || "section"}`;
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  };
}

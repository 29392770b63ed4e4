// The word matcher every catalog filter shares: the search dialog (why a result matched, highlighted)
// and the home page's role filter. Word-based and forgiving: case, word order, common endings
// ("notes" ~ "note", "reviewing" ~ "review") and, in longer words, one typo do not matter; words that
// carry no intent ("how", "my", "the") are left out. Browser-safe and small: islands import it.
import { nameDistance } from "./suggest";

/** Words that carry no intent: Pagefind needs every query word to match, so they are left out. */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an and are as at be by can could do does for from get how i in into is it its me my of on or " +
    "our please should so some someone something that the their them this to up us want we what when " +
    "which who will with would you your"
  ).split(" "),
);

/** The query's words, lowercased, without stop words. */
export function queryWords(query: string): string[] {
  return query
    .toLowerCase()
    .split(/[^\p{L}\p{N}'’-]+/u)
    .map((word) => word.replace(/^['’-]+|['’-]+$/g, ""))
    .filter((word) => word !== "" && !STOP_WORDS.has(word));
}

/** A crude English stem: enough that "notes", "noting" and "note" meet, without a dictionary. */
export function wordStem(word: string): string {
  const lower = word.toLowerCase().replace(/['’]s$/, "");
  for (const [ending, keep] of [
    ["ies", "y"],
    ["ing", ""],
    ["ers", ""],
    ["er", ""],
    ["ed", ""],
    ["s", ""],
  ] as const) {
    if (lower.length - ending.length >= 3 && lower.endsWith(ending) && !lower.endsWith("ss")) {
      const stem = lower.slice(0, -ending.length) + keep;
      // "boxes" → "box", "watches" → "watch"; "notes" → "note".
      return ending === "s" && /(?:[sxz]|ch|sh)e$/.test(stem) ? stem.slice(0, -1) : stem;
    }
  }
  return lower;
}

/** Whether a word of the text matches a query word: same stem, a prefix of it, or one typo away. */
export function wordMatches(token: string, word: string): boolean {
  const t = token.toLowerCase();
  const w = word.toLowerCase();
  if (t.startsWith(w)) return true;
  const stem = wordStem(w);
  if (stem.length >= 3 && wordStem(t) === stem) return true;
  if (stem.length >= 4 && t.startsWith(stem)) return true;
  return w.length >= 5 && Math.abs(t.length - w.length) <= 1 && nameDistance(t, w) <= 1;
}

const TOKEN = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The words of a text, as the matcher compares them. */
export function textTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** True when every query word matches a word of the text (an empty query matches everything). */
export function matchesQuery(query: string, text: string): boolean {
  const tokens = textTokens(text);
  return queryWords(query).every((word) => tokens.some((token) => wordMatches(token, word)));
}

export interface TextRun {
  readonly text: string;
  readonly match: boolean;
}

/** The text cut into runs, the words that match one of `words` marked: for a highlighted excerpt. */
export function highlightRuns(text: string, words: readonly string[]): TextRun[] {
  const runs: TextRun[] = [];
  let at = 0;
  for (const found of text.matchAll(TOKEN)) {
    const start = found.index;
    if (!words.some((word) => wordMatches(found[0], word))) continue;
    if (start > at) runs.push({ text: text.slice(at, start), match: false });
    runs.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length) runs.push({ text: text.slice(at), match: false });
  return runs;
}

/** The query words that match somewhere in the text. */
export function matchedWords(words: readonly string[], text: string): string[] {
  const tokens = textTokens(text);
  return words.filter((word) => tokens.some((token) => wordMatches(token, word)));
}

// Search keywords: a documented extension beside the catalog's data (contract §13), never inside a
// reference shape. Everyday words for what an entry is for ("meeting notes" for the scribe), one
// phrase a line, `#` starts a comment line:
//   built-in role  lib/casts/roles/<name>.keywords.txt
//   built-in mode  lib/casts/roles/modes/<name>.keywords.txt
//   emission model lib/casts/emissions/<Name>.keywords.txt
//   directory role roles/<Folder>/keywords.txt (beside description.md; the loader does not read it)
// Read at build time by lib/site/build/search-records.ts; the search index and the home filter use them.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

export const KEYWORDS_FILE = "keywords.txt";
const BUILT_IN_DIR = {
  role: "lib/casts/roles",
  mode: "lib/casts/roles/modes",
  emission: "lib/casts/emissions",
} as const;
type BuiltInKind = keyof typeof BUILT_IN_DIR;
/** A keywords file larger than this is not keywords: it is refused with a clear error. */
const MAX_KEYWORDS_BYTES = 16 * 1024;

/** The phrases of a keywords file: one a line, trimmed; blank lines and `#` comments dropped. */
export function parseKeywords(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
}

/** The phrases of the file at `file`; none when it does not exist. Throws naming the file when too large. */
export function loadKeywordsFile(file: string): string[] {
  if (!existsSync(file)) return [];
  const bytes = readFileSync(file);
  if (bytes.length > MAX_KEYWORDS_BYTES)
    throw new Error(
      `${file}: a keywords file holds at most ${MAX_KEYWORDS_BYTES} bytes (this one has ${bytes.length})`,
    );
  return parseKeywords(bytes.toString("utf8"));
}

/** Where a built-in role's, mode's or emission model's keywords live, under the project root. */
export function builtInKeywordsPath(kind: BuiltInKind, name: string, root = process.cwd()): string {
  return path.join(root, BUILT_IN_DIR[kind], `${name}.keywords.txt`);
}

export function loadBuiltInKeywords(kind: BuiltInKind, name: string, root?: string): string[] {
  return loadKeywordsFile(builtInKeywordsPath(kind, name, root));
}

/** A directory role's keywords, from `keywords.txt` in its folder (none for a role defined in code). */
export function loadDirectoryRoleKeywords(folder: string | null): string[] {
  return folder === null ? [] : loadKeywordsFile(path.join(folder, KEYWORDS_FILE));
}

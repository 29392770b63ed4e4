// The site search index: Pagefind's Node API indexes our own search records (weighted sections,
// see lib/site/build/search-records.ts) rather than the rendered pages, whose navigation and boilerplate
// would blur the ranking. Written to out/pagefind/ by postbuild; tests load the same files in Node.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import * as pagefind from "pagefind";
import type { IndexFile } from "pagefind";

import {
  SEARCH_ENTRY_DIR,
  SEARCH_FIRST_FILE,
  SEARCH_NAMES_FILE,
  searchNameRows,
  SEARCH_RESULT_LIMIT,
  searchEntryFile,
  type SearchEntry,
} from "@/lib/site/browser/search";
import {
  buildSearchRecords,
  searchEntriesOf,
  searchRecordHtml,
  type SearchRecord,
} from "@/lib/site/build/search-records";

/** Pagefind's own UI bundles and playground: the dialog is ours, so they are not shipped. */
const UNUSED = /(^|\/)(pagefind-(ui|modular-ui|component-ui|highlight)\.|playground\/|wasm\.unknown\.)/;

/** The folder under the site root that holds the index (the dialog loads it from there). */
export const SEARCH_INDEX_DIR = "pagefind";

function fail(what: string, errors: readonly string[]): never {
  throw new Error(`search index: ${what}: ${errors.join("; ")}`);
}

/** Builds the Pagefind index for the records in memory; returns the files the site needs. */
export async function buildPagefindFiles(records: readonly SearchRecord[]): Promise<IndexFile[]> {
  const created = await pagefind.createIndex({ forceLanguage: "en" });
  if (!created.index) fail("cannot start Pagefind", created.errors);
  const { index } = created;
  try {
    // All sent at once: Pagefind answers them in order, and the index is the same byte for byte as
    // when each waited for the one before (10,000 generated roles: 14-15 s -> 10-11 s, measured).
    const added = await Promise.all(
      records.map((record) => index.addHTMLFile({ url: record.href, content: searchRecordHtml(record) })),
    );
    added.forEach((result, at) => {
      if (result.errors.length > 0) fail(records[at]?.href ?? "a record", result.errors);
    });
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) fail("cannot write", errors);
    return files.filter((file) => !UNUSED.test(file.path));
  } finally {
    await index.deleteIndex();
    await pagefind.close();
  }
}

/** Pagefind's fragment files are gzipped JSON after this signature. */
const FRAGMENT_SIGNATURE = "pagefind_dcd";

/**
 * The entries with the id Pagefind gives each page's result (its fragment file's name), so the
 * dialog maps a result to its entry without fetching the fragment.
 */
export function entriesWithPageIds(
  records: readonly SearchRecord[],
  files: readonly IndexFile[],
): SearchEntry[] {
  const ids = new Map<string, string>();
  for (const file of files) {
    const match = /^fragment\/(.+)\.pf_fragment$/.exec(file.path);
    if (!match?.[1]) continue;
    const text = gunzipSync(file.content).toString("utf8");
    if (!text.startsWith(FRAGMENT_SIGNATURE)) fail(file.path, ["not a Pagefind fragment"]);
    const { url } = JSON.parse(text.slice(FRAGMENT_SIGNATURE.length)) as { url: string };
    ids.set(url, match[1]);
  }
  return searchEntriesOf(records).map((entry) => {
    const pageId = ids.get(entry.href);
    if (!pageId) fail(entry.href, ["no Pagefind fragment"]);
    return { ...entry, pageId };
  });
}

/**
 * The entry files the dialog and the 404 page read, path (under the site root) → text: the first
 * SEARCH_RESULT_LIMIT for an empty query, every name for the typo fallback, and one file per entry
 * by page id.
 */
export function searchEntryFiles(entries: readonly SearchEntry[]): Map<string, string> {
  return new Map([
    [SEARCH_FIRST_FILE, JSON.stringify(entries.slice(0, SEARCH_RESULT_LIMIT))],
    [SEARCH_NAMES_FILE, JSON.stringify(searchNameRows(entries))],
    ...entries.map((entry) => [searchEntryFile(entry.pageId), JSON.stringify(entry)] as const),
  ]);
}

/**
 * Writes the index for every catalog record to `<outDir>/pagefind/` and the entry files
 * (`searchEntryFiles`); returns how many records.
 */
export async function writeSearchIndex(outDir: string): Promise<number> {
  const records = buildSearchRecords();
  const files = await buildPagefindFiles(records);
  rmSync(path.join(outDir, SEARCH_ENTRY_DIR), { recursive: true, force: true });
  mkdirSync(path.join(outDir, SEARCH_ENTRY_DIR));
  for (const [file, text] of searchEntryFiles(entriesWithPageIds(records, files)))
    writeFileSync(path.join(outDir, file), text);
  const dir = path.join(outDir, SEARCH_INDEX_DIR);
  rmSync(dir, { recursive: true, force: true });
  for (const file of files) {
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  return records.length;
}

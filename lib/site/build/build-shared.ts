// Work `make build` does once for all of Next's page workers: while Next compiles, the build's own
// process (build/site-steps.ts, lib/site/build/shared-work.ts) highlights the catalog's code blocks,
// renders its role bodies' markdown, checks the pack and reads the eval fixtures, and writes the
// results to the file CASTS_BUILD_SHARED names (set by build/site.mjs for that build only). A worker looks a result up here before doing the work
// itself; each would otherwise redo all of it (on the default catalog, ~2.5 s of the busier worker's
// time). The file is written whole (a temporary file renamed); until it is there, and for anything it
// lacks, the pages do the work as before, with the same result.
import { readFileSync, renameSync, writeFileSync } from "node:fs";

export interface SharedTables {
  /** components/code/highlight.ts: block key → highlighted HTML. */
  readonly highlight: Readonly<Record<string, string>>;
  /** components/markdown/markdown-tree.ts: document key → its rendered tree. */
  readonly markdown: Readonly<Record<string, unknown>>;
  /**
   * Plain data pages read, by `sharedValueKey`: the pack lab's report of the site's pack, the eval
   * fixtures. Only values JSON keeps whole (no class instances, no undefined fields) go here.
   */
  readonly values: Readonly<Record<string, unknown>>;
}

/** The key of a shared value: what it is, and the input it was made from. */
export const sharedValueKey = (name: string, input = "") => `${name}\0${input}`;

let loaded: { readonly file: string; readonly tables: SharedTables } | undefined;

/** The shared result for `key` in `table`, or undefined (no file yet, none at all, or not in it). */
export function sharedResult(table: keyof SharedTables, key: string): unknown {
  const file = process.env["CASTS_BUILD_SHARED"];
  if (!file) return undefined;
  if (loaded?.file !== file) {
    try {
      loaded = { file, tables: JSON.parse(readFileSync(file, "utf8")) as SharedTables };
    } catch {
      return undefined; // not written yet: look again next time
    }
  }
  const results = loaded.tables[table];
  return Object.hasOwn(results, key) ? results[key] : undefined;
}

/**
 * The shared value `name` made from `input`, or, when the build did not share it, `make()`: what the
 * value's page-side function returns, and what shared-work.ts calls that function for.
 */
export function sharedValue<T>(name: string, input: string, make: () => T): T {
  return (sharedResult("values", sharedValueKey(name, input)) as T | undefined) ?? make();
}

/** Writes the tables to `file` whole. */
export function writeSharedTables(file: string, shared: SharedTables): void {
  const partial = `${file}.partial`;
  writeFileSync(partial, JSON.stringify(shared));
  renameSync(partial, file);
}

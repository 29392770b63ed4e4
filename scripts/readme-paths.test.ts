// The README's "Where things are" table must match the tree: every path in its first column exists,
// and every file or folder its descriptions name (relative to the row's folder, or to the root) too.
// A row about one entry of many (`roles/<Name>/`) checks only the folder before the placeholder.
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

function tableRows(): { where: string; what: string }[] {
  const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
  const start = readme.indexOf("## Where things are");
  const section = readme.slice(start, readme.indexOf("\n## ", start + 1) >>> 0 || undefined);
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) => {
      const [, where = "", what = ""] = line.split("|").map((cell) => cell.trim());
      return { where: where.replaceAll("`", ""), what };
    });
}

/** The part of a path before its first placeholder such as `<stem>`. */
function concretePrefix(entry: string): string {
  const cut = entry.indexOf("<");
  return cut === -1 ? entry : entry.slice(0, entry.lastIndexOf("/", cut) + 1);
}

/** Build outputs (ignored by git) exist only after a build: the README may name them. */
const IGNORED = new Set(
  readFileSync(path.join(ROOT, ".gitignore"), "utf8")
    .split("\n")
    .map((line) => line.trim().replace(/^\//, ""))
    .filter((line) => line && !line.startsWith("#")),
);

const FILE_LIKE = /^[\w.-]+(\/[\w.-]+)*(\.(ts|tsx|mjs|yaml|json|py)|\/)$/;

describe("README: where things are", () => {
  const rows = tableRows();

  it("has rows", () => {
    expect(rows.length).toBeGreaterThan(10);
  });

  it.each(rows.map((row) => [row.where, row]))("%s exists, and so does every file it names", (_, row) => {
    const where = path.join(ROOT, concretePrefix(row.where));
    expect(existsSync(where), row.where).toBe(true);
    // A row about one entry of many (`roles/<Name>/`) names that entry's files: nothing to check.
    if (row.where.includes("<")) return;
    const base = statSync(where).isDirectory() ? where : path.dirname(where);
    const named = [...row.what.matchAll(/`([^`]+)`/g)]
      .map((match) => match[1] ?? "")
      .filter((token) => FILE_LIKE.test(token) && !token.includes("<") && !IGNORED.has(token));
    const missing = named.filter(
      (token) => !existsSync(path.join(base, token)) && !existsSync(path.join(ROOT, token)),
    );
    expect(missing, `${row.where}: named but not in the tree`).toEqual([]);
  });
});

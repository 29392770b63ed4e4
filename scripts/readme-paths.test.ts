// The docs must match the tree and stay inside it. Every "Where things are" table (README.md,
// ARCHITECTURE.md, docs/*.md): every path in its first column exists, and every file or folder its
// descriptions name (relative to the row's folder, or to the root) too; a row about one entry of many
// (`roles/<Name>/`) checks only the folder before the placeholder. Every relative link resolves to a
// file of the repository: a clone alone has all the docs it points at.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const DOCS = [
  "README.md",
  "ARCHITECTURE.md",
  "postbuild/README.md",
  ...readdirSync(path.join(ROOT, "docs"))
    .filter((name) => name.endsWith(".md"))
    .map((name) => `docs/${name}`),
];
const read = (doc: string) => readFileSync(path.join(ROOT, doc), "utf8");

function tableRows(): { where: string; what: string }[] {
  return DOCS.flatMap((doc) => {
    const text = read(doc);
    const start = text.indexOf("## Where things are");
    if (start < 0) return [];
    const end = text.indexOf("\n## ", start + 1);
    return text
      .slice(start, end < 0 ? undefined : end)
      .split("\n")
      .filter((line) => line.startsWith("| `"))
      .map((line) => {
        const [, where = "", what = ""] = line.split("|").map((cell) => cell.trim());
        return { where: where.replaceAll("`", ""), what };
      });
  });
}

/** The part of a path before its first placeholder such as `<stem>`. */
function concretePrefix(entry: string): string {
  const cut = entry.indexOf("<");
  return cut === -1 ? entry : entry.slice(0, entry.lastIndexOf("/", cut) + 1);
}

/** Build outputs (ignored by git) exist only after a build: the docs may name them. */
const IGNORED = new Set(
  read(".gitignore")
    .split("\n")
    .map((line) => line.trim().replace(/^\//, ""))
    .filter((line) => line && !line.startsWith("#")),
);

const FILE_LIKE = /^[\w.-]+(\/[\w.-]+)*(\.(ts|tsx|mjs|yaml|json|py)|\/)$/;

describe("docs: where things are", () => {
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

describe("docs: links", () => {
  it.each(DOCS)("%s links only to files inside the repository", (doc) => {
    const links = [...read(doc).matchAll(/\]\(([^)\s]+)\)/g)]
      .map((match) => match[1] ?? "")
      .filter((target) => !/^[a-z]+:/i.test(target) && !target.startsWith("#"));
    const broken = links.filter((target) => {
      const resolved = path.resolve(ROOT, path.dirname(doc), target.split("#")[0] ?? "");
      return !resolved.startsWith(`${ROOT}${path.sep}`) || !existsSync(resolved);
    });
    expect(broken).toEqual([]);
    // No doc sends a reader to a file beside the repository, in a link or in prose.
    expect(read(doc)).not.toMatch(/\.\.\/shared|\/work\//);
  });
});

// The /directory-roles list's order, from a roles folder to what a reader pages through and filters.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { loadSourceDirectoryRoles } from "@/lib/casts/node/index";
import { filterRows } from "@/lib/site/browser/list-filter";
import {
  DIRECTORY_LIST_FIRST,
  directoryListPage,
  directoryListPages,
  rowText,
} from "@/lib/site/directory-role-list";

import { directoryRoleListRow } from "./directory-role-rows";

const COUNT = 2 * DIRECTORY_LIST_FIRST + 7;
const dir = mkdtempSync(path.join(tmpdir(), "casts-role-order-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// Role n is `Role-n` or `role-n` by turns, in a folder whose prefix runs backwards: folder order is the
// reverse of the names', and code-point order would put every `Role-` before every `role-`.
const number = (n: number) => String(n).padStart(3, "0");
const expected = Array.from({ length: COUNT }, (_, n) => `${n % 2 === 0 ? "Role" : "role"}-${number(n)}`);
expected.forEach((name, n) => {
  const folder = path.join(dir, `t${number(COUNT - n)}.${name}`);
  mkdirSync(folder);
  writeFileSync(path.join(folder, "description.md"), `Reviews batch ${number(n)}.\n`);
});
writeFileSync(path.join(dir, "README.md"), "Not a role.\n");

const { loaded } = loadSourceDirectoryRoles({ rolesDir: dir, rolesFrom: "flag" });
const rows = loaded.map(directoryRoleListRow);

describe("the directory-role list's order", () => {
  it("is by name, upper and lower case alike, in the loader and the index's rows", () => {
    expect(loaded.map((role) => role.name)).toEqual(expected);
    expect(rows.map((row) => row.name)).toEqual(expected);
  });

  it("pages through every role once, page 1 being what /directory-roles shows", () => {
    const pages = directoryListPages(loaded.length);
    expect(pages).toBe(3);
    const paged = Array.from({ length: pages }, (_, at) => directoryListPage(rows, at + 1));
    expect(paged.map((page) => page.first)).toEqual([0, DIRECTORY_LIST_FIRST, 2 * DIRECTORY_LIST_FIRST]);
    expect(paged.map((page) => page.rows.length)).toEqual([DIRECTORY_LIST_FIRST, DIRECTORY_LIST_FIRST, 7]);
    expect(paged.flatMap((page) => page.rows)).toEqual(rows);
    expect(directoryListPage(rows, 1).rows.at(-1)?.name).toBe(expected[DIRECTORY_LIST_FIRST - 1]);
  });

  it("is kept by the filter, which matches on the index's rows", () => {
    const texts = rows.map((row) => rowText(row, "roles/"));
    const { shown, matched } = filterRows(texts, "ROLE-1", 5);
    expect(matched).toBe(COUNT - 100);
    expect(shown.map((at) => rows[at]!.name)).toEqual([
      "Role-100",
      "role-101",
      "Role-102",
      "role-103",
      "Role-104",
    ]);
    expect(filterRows(texts, "role-049", 10).shown).toEqual([49]);
  });
});

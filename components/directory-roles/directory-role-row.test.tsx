import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { defineDirectoryRole } from "@/lib/casts/directory-roles";
import { directoryListPages, parseDirectoryRoleIndex, rowText } from "@/lib/site/directory-role-list";
import { filterRows } from "@/lib/site/browser/list-filter";

import { DirectoryRoleRow } from "./directory-role-row";
import { directoryRoleListRow } from "@/lib/site/build/directory-role-rows";

const role = defineDirectoryRole({
  name: "BillingAuditor",
  description: "## Audits billing runs\n\nChecks every invoice line against the contract.",
  config: { model: "gpt-4\\.1-mini", behavior_policy: "continuous" },
  directory: "acme.BillingAuditor",
});

/** The words a row shows, as a reader (and the page's own filter) sees them. */
const shownWords = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean);

describe("the directory-role list rows", () => {
  it("the filter matches a row from the index on the words its rendered row shows", () => {
    const row = directoryRoleListRow(role);
    expect(row).toEqual({
      name: "BillingAuditor",
      summary: "Audits billing runs",
      directory: "acme.BillingAuditor",
      model: "gpt-4\\.1-mini",
      policy: "continuous",
      prompt: false,
    });
    const html = renderToStaticMarkup(<DirectoryRoleRow row={row} folder="roles/" />);
    expect(rowText(row, "roles/").split(/\s+/).filter(Boolean)).toEqual(shownWords(html));
    expect(html).toContain('href="/directory-roles/BillingAuditor"');
    expect(filterRows([rowText(row, "roles/")], "billing CONTINUOUS", 10).matched).toBe(1);
    expect(filterRows([rowText(row, "roles/")], "billing premortem", 10).matched).toBe(0);
  });

  it("pages through any number of roles, one page at least", () => {
    expect([0, 1, 50, 51, 2000].map(directoryListPages)).toEqual([1, 1, 1, 2, 40]);
  });

  it("reads the index file and refuses anything else", () => {
    const index = { folder: "roles/", rows: [directoryRoleListRow(role)] };
    expect(parseDirectoryRoleIndex(JSON.parse(JSON.stringify(index)))).toEqual(index);
    for (const bad of [null, [], { folder: "roles/" }, { folder: "roles/", rows: [{ name: "x" }] }])
      expect(() => parseDirectoryRoleIndex(bad)).toThrow("/directory-roles-index.json is not");
  });
});

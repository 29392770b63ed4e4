import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { buildSearchRecords, distinctWords, searchRecordHtml, SEARCH_WEIGHTS } =
  await import("./search-records");

describe("distinctWords", () => {
  it("keeps each word once, in first-seen order, ignoring case and edge punctuation", () => {
    expect(distinctWords("Release notes: draft the release NOTES, then (release) them.")).toBe(
      "Release notes: draft the then them.",
    );
  });

  it("keeps words that are only punctuation out, and inner punctuation in", () => {
    expect(distinctWords("— on-call on-call | don't don't")).toBe("on-call don't");
  });
});

describe("searchRecordHtml", () => {
  it("indexes a detail section's words once each and other sections as written", () => {
    const html = searchRecordHtml({
      kind: "directory-role",
      name: "Writer",
      title: "Writer",
      summary: "",
      href: "/directory-roles/Writer",
      sections: [
        { weight: SEARCH_WEIGHTS.about, text: "notes and notes" },
        { weight: SEARCH_WEIGHTS.detail, text: "notes and notes <b>" },
      ],
    });
    expect(html).toContain('<p data-pagefind-weight="6">notes and notes</p>');
    expect(html).toContain('<p data-pagefind-weight="1">notes and &lt;b&gt;</p>');
  });
});

describe("buildSearchRecords", () => {
  it("indexes the site's tools and lists as pages, after the catalog", () => {
    const records = buildSearchRecords();
    const pages = records.filter((record) => record.kind === "page");
    expect(pages.map((page) => page.href).toSorted()).toEqual([
      "/a-z",
      "/compare",
      "/compose",
      "/emissions",
      "/export",
      "/modes",
      "/open-roles",
      "/packs/default",
      "/packs/lab",
    ]);
    expect(records.slice(-pages.length)).toEqual(pages);
    expect(pages.find((page) => page.href === "/open-roles")?.keywords).toContain("import");
    expect(pages.find((page) => page.href === "/compose")?.keywords).toContain("export");
    expect(pages.find((page) => page.href === "/export")?.keywords).toContain("export");
  });
});

import { describe, expect, it, vi } from "vitest";

import { parseSearchIndex, searchEntries, type SearchEntry } from "./search";

vi.mock("server-only", () => ({}));
const { buildSearchIndex } = await import("./search-index");
const index = buildSearchIndex();
const top = (query: string, count = 1) =>
  searchEntries(index, query, count).map((entry) => `${entry.kind}:${entry.name}`);

describe("buildSearchIndex", () => {
  it("covers 40 roles, 14 modes and 23 emission models with working links", () => {
    expect(index.filter((entry) => entry.kind === "role")).toHaveLength(40);
    expect(index.filter((entry) => entry.kind === "mode")).toHaveLength(14);
    expect(index.filter((entry) => entry.kind === "emission")).toHaveLength(23);
    expect(index.find((entry) => entry.name === "postmortem-lead")).toMatchObject({
      title: "Postmortem Lead",
      href: "/roles/postmortem-lead",
    });
    expect(index.find((entry) => entry.name === "Finding")?.keywords).toContain("finding");
  });
});

describe("searchEntries", () => {
  it("puts exact and prefix name matches first", () => {
    expect(top("architect")).toEqual(["role:architect"]);
    expect(top("slow")).toEqual(["mode:slow"]);
    expect(top("finding")).toEqual(["emission:Finding"]);
    expect(top("post")).toEqual(["role:postmortem-lead"]);
  });

  it("finds entries by what they do and by their fields", () => {
    expect(top("incident", 5)).toEqual(expect.arrayContaining(["role:responder", "role:postmortem-lead"]));
    expect(top("dataset", 3)).toContain("role:analyst");
    expect(top("root_cause", 3)).toContain("emission:Diagnosis");
    expect(top("SOC", 3)).toContain("role:auditor");
  });

  it("needs every word to match", () => {
    const results = searchEntries(index, "review merge");
    expect(results.map((entry) => entry.name)).toContain("reviewer");
    expect(
      results.every((entry) =>
        `${entry.name} ${entry.title} ${entry.summary} ${entry.keywords}`.toLowerCase().includes("merge"),
      ),
    ).toBe(true);
    expect(searchEntries(index, "zzzz")).toEqual([]);
  });

  it("lists everything in index order for an empty query", () => {
    expect(searchEntries(index, "  ")).toEqual(index);
    expect(searchEntries(index, "", 3)).toEqual(index.slice(0, 3));
  });
});

describe("parseSearchIndex", () => {
  const entry: SearchEntry = {
    kind: "mode",
    name: "slow",
    title: "slow",
    summary: "s",
    href: "/modes/slow",
    keywords: "",
  };

  it("accepts a well-formed index", () => {
    expect(parseSearchIndex(JSON.parse(JSON.stringify([entry])))).toEqual([entry]);
  });

  it("rejects anything else", () => {
    for (const bad of [
      null,
      {},
      [null],
      [{ ...entry, kind: "page" }],
      [{ ...entry, href: "javascript:alert(1)" }],
      [{ ...entry, title: 3 }],
    ]) {
      expect(parseSearchIndex(bad)).toBeNull();
    }
  });
});

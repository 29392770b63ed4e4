import { describe, expect, it } from "vitest";

import { searchItems } from "./search-items";

const roles = [
  { name: "analyst", title: "Analyst", description: "Runs statistics on data." },
  { name: "assessor", title: "Risk Assessor", description: "Scores failure modes." },
  { name: "critic", title: "Critic", description: "Adversarial critique of finished work." },
  { name: "reviewer", title: "Reviewer", description: "Reviews pull requests; not a critic of documents." },
];
const fields = (role: (typeof roles)[number]) => [role.name, role.title, role.description];
const names = (query: string) => searchItems(roles, query, fields).map((role) => role.name);

describe("searchItems", () => {
  it("returns everything, in order, for an empty query", () => {
    expect(names("  ")).toEqual(["analyst", "assessor", "critic", "reviewer"]);
  });

  it("ranks a name prefix first, then a name match, then other fields", () => {
    expect(names("critic")).toEqual(["critic", "reviewer"]);
    expect(names("risk")).toEqual(["assessor"]);
    expect(names("a")).toEqual(["analyst", "assessor", "critic", "reviewer"]);
  });

  it("is case-insensitive and needs every word somewhere", () => {
    expect(names("RISK scores")).toEqual(["assessor"]);
    expect(names("critic pull")).toEqual(["reviewer"]);
    expect(names("nothing-like-this")).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { EMPTY_FILTER, isFiltering, matchesRoleFilter, readRoleFilter, writeRoleFilter } from "./role-filter";

const analyst = {
  text: "analyst runs quantitative analysis AnalysisResult Finding",
  emits: ["AnalysisResult", "Finding"],
  effort: "high",
};

describe("readRoleFilter / writeRoleFilter", () => {
  it("round-trips the filter through the query string and keeps other parameters", () => {
    const search = writeRoleFilter("?ref=home", { query: "debug build", emits: "Diagnosis", effort: "high" });
    expect(search).toBe("?ref=home&q=debug+build&emits=Diagnosis&effort=high");
    expect(readRoleFilter(search)).toEqual({ query: "debug build", emits: "Diagnosis", effort: "high" });
  });

  it("drops empty parts", () => {
    expect(writeRoleFilter("?q=x&effort=low", EMPTY_FILTER)).toBe("");
    expect(writeRoleFilter("", { query: "   ", emits: "", effort: "" })).toBe("");
    expect(readRoleFilter("")).toEqual(EMPTY_FILTER);
  });
});

describe("matchesRoleFilter", () => {
  it("matches every word of the text query, the emission model and the effort", () => {
    expect(matchesRoleFilter(analyst, EMPTY_FILTER)).toBe(true);
    expect(matchesRoleFilter(analyst, { query: "Quantitative FINDING", emits: "", effort: "" })).toBe(true);
    expect(matchesRoleFilter(analyst, { query: "quantitative poetry", emits: "", effort: "" })).toBe(false);
    expect(matchesRoleFilter(analyst, { query: "", emits: "Finding", effort: "high" })).toBe(true);
    expect(matchesRoleFilter(analyst, { query: "", emits: "Verdict", effort: "" })).toBe(false);
    expect(matchesRoleFilter(analyst, { query: "", emits: "", effort: "low" })).toBe(false);
  });

  it("is forgiving: stop words, plural and tense, one typo, and the keywords count", () => {
    const scribe = {
      text: "Scribe scribe Keeps the record. meeting notes · minutes · transcript",
      emits: [],
      effort: "",
    };
    const query = (text: string) => matchesRoleFilter(scribe, { query: text, emits: "", effort: "" });
    expect(query("meeting notes")).toBe(true);
    expect(query("notes of the meeting")).toBe(true);
    expect(query("transcripts")).toBe(true);
    expect(query("minuts")).toBe(true);
    expect(query("meeting budget")).toBe(false);
  });
});

describe("isFiltering", () => {
  it("is false only for the empty filter", () => {
    expect(isFiltering(EMPTY_FILTER)).toBe(false);
    expect(isFiltering({ ...EMPTY_FILTER, effort: "low" })).toBe(true);
  });
});

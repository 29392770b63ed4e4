import { describe, expect, it } from "vitest";

import { highlightRuns, matchedWords, matchesQuery, queryWords, wordMatches, wordStem } from "./search-match";

describe("queryWords", () => {
  it("lowercases, splits on punctuation and drops words that carry no intent", () => {
    expect(queryWords("How do I take MEETING notes?")).toEqual(["take", "meeting", "notes"]);
    expect(queryWords("-- on-call -- ")).toEqual(["on-call"]);
  });
});

describe("wordMatches", () => {
  it("meets plurals, common endings, prefixes and one typo in a longer word", () => {
    expect(wordMatches("note", "notes")).toBe(true);
    expect(wordMatches("Notes", "note")).toBe(true);
    expect(wordMatches("reviewing", "review")).toBe(true);
    expect(wordMatches("troubleshooter", "trouble")).toBe(true);
    expect(wordMatches("reviewer", "reviewr")).toBe(true);
    expect(wordStem("boxes")).toBe("box");
  });

  it("does not match unrelated words that share a short start", () => {
    expect(wordMatches("nothing", "notes")).toBe(false);
    expect(wordMatches("cat", "car")).toBe(false);
    expect(wordMatches("scribe", "notes")).toBe(false);
  });
});

describe("matchesQuery", () => {
  const scribe = "Scribe scribe Records meetings. meeting notes minutes transcript";
  it("needs every word, in any order and case", () => {
    expect(matchesQuery("meeting notes", scribe)).toBe(true);
    expect(matchesQuery("NOTES from the meeting", scribe)).toBe(true);
    expect(matchesQuery("meeting budget", scribe)).toBe(false);
    expect(matchesQuery("", scribe)).toBe(true);
  });
});

describe("highlightRuns", () => {
  it("marks the words that matched and keeps the text whole", () => {
    const runs = highlightRuns("Takes meeting notes, fast.", ["note", "meeting"]);
    expect(runs.map((run) => run.text).join("")).toBe("Takes meeting notes, fast.");
    expect(runs.filter((run) => run.match).map((run) => run.text)).toEqual(["meeting", "notes"]);
  });

  it("lists which query words a text holds", () => {
    expect(matchedWords(["meeting", "budget"], "meeting notes")).toEqual(["meeting"]);
  });
});

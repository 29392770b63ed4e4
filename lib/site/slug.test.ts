import { describe, expect, it } from "vitest";

import { createSlugger, slugify } from "./slug";

describe("slugify", () => {
  it("lowercases, drops punctuation and joins words with dashes", () => {
    expect(slugify("Anti-Patterns")).toBe("anti-patterns");
    expect(slugify("Planning / coordination")).toBe("planning-coordination");
    expect(slugify("  Two   words ")).toBe("two-words");
    expect(slugify("snake_case key")).toBe("snake-case-key");
  });
});

describe("createSlugger", () => {
  it("numbers repeated slugs and falls back for empty text", () => {
    const slug = createSlugger("x-");
    expect([slug("Notes"), slug("Notes"), slug("!!!")]).toEqual(["x-notes", "x-notes-2", "x-section"]);
  });
});

import { describe, expect, it } from "vitest";

import { countCharacters, estimateTokens } from "./token-estimate";

describe("countCharacters", () => {
  it("counts code points, so an emoji is one character", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("abc\n")).toBe(4);
    expect(countCharacters("😀é")).toBe(2);
  });
});

describe("estimateTokens", () => {
  it("rounds characters ÷ 4 up", () => {
    expect(estimateTokens("")).toBe(0);
    expect(estimateTokens("a")).toBe(1);
    expect(estimateTokens("abcd")).toBe(1);
    expect(estimateTokens("abcde")).toBe(2);
    expect(estimateTokens("x".repeat(4000))).toBe(1000);
  });
});

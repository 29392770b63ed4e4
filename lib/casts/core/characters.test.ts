import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { countCharacters, estimateTokens } from "./characters";

describe("countCharacters", () => {
  it("counts code points, so an emoji is one character", () => {
    expect(countCharacters("")).toBe(0);
    expect(countCharacters("abc\n")).toBe(4);
    expect(countCharacters("😀é")).toBe(2);
    expect(countCharacters("👩‍💻")).toBe(3);
  });

  it("counts a lone surrogate as one character, as iterating the string does", () => {
    expect(countCharacters("\uD800")).toBe(1);
    expect(countCharacters("\uDC00\uD800")).toBe(2);
    expect(countCharacters("\uD800\uD800\uDC00")).toBe(2);
  });

  it("agrees with iterating the string, for any UTF-16 text", () => {
    const units = fc.oneof(
      fc.integer({ min: 0, max: 0xffff }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
      fc.constantFrom(0x61, 0x0a),
    );
    const text = fc.array(units, { maxLength: 64 }).map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(fc.oneof(text, fc.string({ unit: "grapheme" })), (value) => {
        expect(countCharacters(value)).toBe([...value].length);
      }),
    );
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

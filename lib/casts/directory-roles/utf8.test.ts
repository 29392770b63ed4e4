import { describe, expect, it } from "vitest";

import { decodeUtf8, findInvalidUtf8 } from "./utf8";

const bytes = (...values: number[]) => new Uint8Array(values);
const encode = (text: string) => new TextEncoder().encode(text);

describe("findInvalidUtf8", () => {
  it("accepts well-formed text of every length class", () => {
    expect(findInvalidUtf8(encode("a é € 😀"))).toBe(-1);
  });

  it("finds stray, truncated, overlong, surrogate and out-of-range sequences", () => {
    expect(findInvalidUtf8(bytes(0x61, 0xff))).toBe(1);
    expect(findInvalidUtf8(bytes(0x61, 0x80))).toBe(1);
    expect(findInvalidUtf8(bytes(0xe2, 0x82))).toBe(0);
    expect(findInvalidUtf8(bytes(0xc0, 0xaf))).toBe(0);
    expect(findInvalidUtf8(bytes(0xe0, 0x80, 0xaf))).toBe(0);
    expect(findInvalidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(0);
    expect(findInvalidUtf8(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(0);
  });
});

describe("decodeUtf8", () => {
  it("decodes text and drops one leading byte-order mark", () => {
    expect(decodeUtf8(bytes(0xef, 0xbb, 0xbf, 0x68, 0x69))).toEqual({ ok: true, text: "hi" });
    expect(decodeUtf8(encode("\uFEFF\uFEFFx"))).toEqual({ ok: true, text: "\uFEFFx" });
  });

  it("names the line and column (in characters) of the first bad byte", () => {
    const input = new Uint8Array([...encode("first\nsé "), 0xff, ...encode("rest")]);
    expect(decodeUtf8(input)).toEqual({
      ok: false,
      message: "not valid UTF-8 at line 2, column 4 (byte 0xff)",
      line: 2,
      column: 4,
    });
  });
});

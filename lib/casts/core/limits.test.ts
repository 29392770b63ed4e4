import { describe, expect, it } from "vitest";

import { assertInputSize, MAX_INPUT_BYTES, sizeOverLimit, tooLargeMessage, utf8Length } from "./limits";

describe("sizeOverLimit", () => {
  const LIMIT = 12;

  it("accepts without counting when three bytes a UTF-16 unit stay within the limit", () => {
    expect(sizeOverLimit("€€€€", LIMIT)).toBeNull(); // 4 units × 3 = 12 bytes: exactly the limit
    expect(sizeOverLimit("", 0)).toBeNull();
  });

  it("refuses from the length alone when there are more UTF-16 units than bytes allowed", () => {
    // Each unit is at least one byte: 13 units prove 13 bytes or more, whatever the characters.
    expect(sizeOverLimit("a".repeat(13), LIMIT)).toEqual({ bytes: 13, exact: false });
    expect(sizeOverLimit("€".repeat(13), LIMIT)).toEqual({ bytes: 13, exact: false });
    // A surrogate pair is 2 units and 4 bytes: still at least one byte a unit.
    expect(sizeOverLimit("😀".repeat(7), LIMIT)).toEqual({ bytes: 14, exact: false });
  });

  it("counts exactly between the two bounds", () => {
    expect(sizeOverLimit("€€€€a", LIMIT)).toEqual({ bytes: 13, exact: true });
    expect(sizeOverLimit("😀😀😀", LIMIT)).toBeNull(); // 6 units, 12 bytes
    expect(sizeOverLimit("😀😀😀a", LIMIT)).toEqual({ bytes: 13, exact: true });
    expect(sizeOverLimit("aaaaa", LIMIT)).toBeNull();
  });

  it("agrees with the exact UTF-8 size on every text of mixed widths (over or not)", () => {
    const pieces = ["a", "é", "€", "😀", "\ud800"];
    for (let seed = 0; seed < 500; seed += 1) {
      let text = "";
      for (let index = 0; index < (seed % 17) + 1; index += 1) text += pieces[(seed * 7 + index * 3) % 5];
      const bytes = new TextEncoder().encode(text).length;
      expect(utf8Length(text)).toBe(bytes);
      const over = sizeOverLimit(text, LIMIT);
      expect(over !== null).toBe(bytes > LIMIT);
      if (over) expect(over.exact ? over.bytes === bytes : over.bytes <= bytes).toBe(true);
    }
  });
});

describe("assertInputSize", () => {
  it("refuses an input with more UTF-16 units than the limit has bytes, saying 'at least'", () => {
    const huge = "x".repeat(32 * 1024 * 1024);
    expect(() => assertInputSize(huge, "big.yaml")).toThrow(
      "big.yaml: input is at least 33,554,432 bytes, over the 1 MiB (1,048,576 bytes) limit",
    );
  });

  it("gives the exact size of a multi-byte input that is over with fewer units than the limit", () => {
    const text = "€".repeat(349_526); // 1,048,578 bytes in 349,526 units
    expect(() => assertInputSize(text, "pack")).toThrow(
      `pack: ${tooLargeMessage(1_048_578, MAX_INPUT_BYTES)}`,
    );
    expect(() => assertInputSize("€".repeat(MAX_INPUT_BYTES / 4), "pack")).not.toThrow();
  });
});

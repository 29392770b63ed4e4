import { describe, expect, it } from "vitest";

import { groupDigits } from "./digits";

describe("groupDigits", () => {
  it("writes what Intl.NumberFormat('en-US') writes for integers", () => {
    const reference = new Intl.NumberFormat("en-US");
    for (const value of [
      0, 7, 99, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 123_456_789, -1, -1234, -1_000_000,
    ])
      expect(groupDigits(value), String(value)).toBe(reference.format(value));
    for (let value = 1; value < Number.MAX_SAFE_INTEGER / 7; value = value * 7 + 3)
      expect(groupDigits(value)).toBe(reference.format(value));
  });

  it("leaves what is not a safe integer to String", () => {
    expect(groupDigits(1.5)).toBe("1.5");
    expect(groupDigits(Number.NaN)).toBe("NaN");
    expect(groupDigits(2 ** 60)).toBe(String(2 ** 60));
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { editDistance, editDistanceWithin } from "./edit-distance";

/** The textbook count over the whole table, as the reference both functions are held to. */
function fullCount(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return previous[b.length]!;
}

describe("editDistance", () => {
  it("counts single-character insertions, deletions and substitutions", () => {
    expect(editDistance("model", "modle")).toBe(2);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("abc", "")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
    expect(editDistance("architekt", "architect")).toBe(1);
    expect(editDistance("Slow", "slow")).toBe(1);
  });
});

describe("editDistanceWithin", () => {
  it("is the edit distance when that is at most the bound, else the bound plus one", () => {
    expect(editDistanceWithin("architekt", "architect", 2)).toBe(1);
    expect(editDistanceWithin("model", "modle", 2)).toBe(2);
    expect(editDistanceWithin("model", "modle", 1)).toBe(2);
    expect(editDistanceWithin("", "abc", 5)).toBe(3);
    expect(editDistanceWithin("abcdef", "", 2)).toBe(3);
    expect(editDistanceWithin("kitten", "sitting", 0)).toBe(1);
    expect(editDistanceWithin("n".repeat(250), "critic", 3)).toBe(4);
  });

  it("agrees with the full count for any strings and bound, as editDistance does (property)", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d", "é", "\uD83D\uDE00"), maxLength: 16 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 18 }), (a, b, most) => {
        const full = fullCount(a, b);
        expect(editDistance(a, b)).toBe(full);
        expect(editDistanceWithin(a, b, most)).toBe(Math.min(full, most + 1));
      }),
      { numRuns: 2000, seed: 20261202 },
    );
  });
});

import { describe, expect, it } from "vitest";

import { firstOf, moreLine, SHOWN_AT_MOST } from "./shown-list";

describe("firstOf and moreLine", () => {
  it("keeps the first items and counts the rest", () => {
    const items = Array.from({ length: 15_080 }, (_, index) => index);
    const { shown, more } = firstOf(items);
    expect(shown).toEqual(items.slice(0, SHOWN_AT_MOST));
    expect(more).toBe(14_980);
    expect(moreLine(more)).toBe("…and 14,980 more");
  });

  it("leaves a short list whole and says nothing more", () => {
    expect(firstOf([1, 2, 3], 3)).toEqual({ shown: [1, 2, 3], more: 0 });
    expect(firstOf([], 5)).toEqual({ shown: [], more: 0 });
    expect(moreLine(0)).toBe("");
    expect(moreLine(1)).toBe("…and 1 more");
  });
});

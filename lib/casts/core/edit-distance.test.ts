import { describe, expect, it } from "vitest";

import { editDistance } from "./edit-distance";

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

import { describe, expect, it } from "vitest";

import { arrowMove } from "./use-combobox";

// `active` as useCombobox keeps it: the index the keyboard is on, or ~index for an option marked
// without the keyboard on it (the first match after typing, the current pick after a click).
describe("arrowMove", () => {
  it("takes the first ↓ after typing onto the marked first match, not past it", () => {
    const typed = ~0;
    expect(arrowMove(typed, 1, 5)).toBe(0);
    expect(arrowMove(arrowMove(typed, 1, 5), 1, 5)).toBe(1);
  });

  it("takes the first arrow after a click onto the marked current pick, either way", () => {
    expect(arrowMove(~3, 1, 5)).toBe(3);
    expect(arrowMove(~3, -1, 5)).toBe(3);
  });

  it("moves one on from the option the keyboard is on, round the ends", () => {
    expect(arrowMove(2, 1, 5)).toBe(3);
    expect(arrowMove(2, -1, 5)).toBe(1);
    expect(arrowMove(4, 1, 5)).toBe(0);
    expect(arrowMove(0, -1, 5)).toBe(4);
  });
});

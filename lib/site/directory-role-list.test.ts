import { describe, expect, it } from "vitest";

import { listCountText } from "./directory-role-list";

describe("listCountText (the /directory-roles count line, rendered by the page, then by its filter)", () => {
  it("names every role when the untouched list shows them all", () => {
    expect(listCountText(12, 12, 12)).toBe("12 roles");
  });

  it("says how many of all the page shows when it shows the first ones only", () => {
    expect(listCountText(50, 3000, 3000)).toBe("Showing 50 of 3,000 roles");
  });

  it("counts the matches, and all roles beside them, once a filter is typed or leaves some out", () => {
    expect(listCountText(12, 12, 12, true)).toBe("Showing 12 of 12 matching roles (12 in all)");
    expect(listCountText(2, 2, 12)).toBe("Showing 2 of 2 matching roles (12 in all)");
  });

  it("says so in words when a filter matches nothing", () => {
    expect(listCountText(0, 0, 10, true)).toBe("No role matches (10 in all)");
  });

  it("groups thousands and says one role, not '1 roles'", () => {
    expect(listCountText(1, 1, 1)).toBe("1 role");
    expect(listCountText(1, 1, 10_002, true)).toBe("Showing 1 of 1 matching role (10,002 in all)");
    expect(listCountText(0, 0, 10_002, true)).toBe("No role matches (10,002 in all)");
    expect(listCountText(10_002, 10_002, 10_002)).toBe("10,002 roles");
  });
});

import { describe, expect, it } from "vitest";

import {
  cardsToDraw,
  OPEN_ROLES_PAGE,
  openRoleFilterText,
  openRolesView,
  skippedCountText,
} from "./open-roles-list";

const role = (index: number) => ({
  name: `role-${index}`,
  directory: `role-${index}`,
  description: index % 2 === 0 ? "Reviews billing code." : "Writes release notes.",
});
const texts = Array.from({ length: 3334 }, (_, index) => openRoleFilterText(role(index)));

describe("openRolesView", () => {
  it("shows the first page of a large folder and counts every role", () => {
    const view = openRolesView(texts, "", OPEN_ROLES_PAGE);
    expect(OPEN_ROLES_PAGE).toBe(50);
    expect(view.shown).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(view).toMatchObject({ matched: 3334, more: true, count: "Showing 50 of 3,334 roles" });
  });

  it("shows every role of a small folder, with nothing more to show", () => {
    const view = openRolesView(texts.slice(0, 3), "", OPEN_ROLES_PAGE);
    expect(view).toEqual({ shown: [0, 1, 2], matched: 3, count: "3 roles", more: false });
  });

  it("finds a role anywhere in the list by name, folder or description, in any case", () => {
    expect(openRolesView(texts, "ROLE-3333", OPEN_ROLES_PAGE)).toMatchObject({
      shown: [3333],
      matched: 1,
      count: "Showing 1 of 1 matching role (3,334 in all)",
      more: false,
    });
    expect(openRolesView(texts, "role-3333/", OPEN_ROLES_PAGE).shown).toEqual([3333]);
    const billing = openRolesView(texts, "billing reviews", OPEN_ROLES_PAGE);
    expect(billing).toMatchObject({ matched: 1667, more: true });
    expect(billing.shown.every((at) => at % 2 === 0)).toBe(true);
    expect(openRolesView(texts, "nothing like it", OPEN_ROLES_PAGE)).toMatchObject({
      shown: [],
      count: "No role matches (3,334 in all)",
      more: false,
    });
  });

  it("adds a page per 'Show more' until every match is shown", () => {
    expect(openRolesView(texts, "", OPEN_ROLES_PAGE * 2).count).toBe("Showing 100 of 3,334 roles");
    const last = openRolesView(texts, "", OPEN_ROLES_PAGE * 67);
    expect(last).toMatchObject({ matched: 3334, more: false, count: "3,334 roles" });
    expect(last.shown).toHaveLength(3334);
  });
});

describe("cardsToDraw", () => {
  it("appends only the new cards after 'Show more'", () => {
    expect(cardsToDraw([0, 1, 2], [0, 1, 2, 3, 4])).toEqual({ keep: true, append: [3, 4] });
    expect(cardsToDraw([], [0, 1])).toEqual({ keep: true, append: [0, 1] });
    expect(cardsToDraw([0, 1], [0, 1])).toEqual({ keep: true, append: [] });
  });

  it("draws the list again when the filter changed what matches", () => {
    expect(cardsToDraw([0, 1, 2], [0, 2])).toEqual({ keep: false, append: [0, 2] });
    expect(cardsToDraw([0, 1, 2], [5, 6, 7, 8])).toEqual({ keep: false, append: [5, 6, 7, 8] });
    expect(cardsToDraw([0, 1, 2], [])).toEqual({ keep: false, append: [] });
  });
});

describe("skippedCountText", () => {
  it("counts the folders shown of all, grouping thousands, and says one folder in the singular", () => {
    expect(skippedCountText(50, 3334)).toBe("Showing 50 of 3,334 skipped folders");
    expect(skippedCountText(55, 55)).toBe("55 skipped folders");
    expect(skippedCountText(1, 1)).toBe("1 skipped folder");
  });
});

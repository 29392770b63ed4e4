import { describe, expect, it } from "vitest";

import { currentSection } from "./nav-section";

const NAV = ["/", "/modes", "/emissions", "/packs/default", "/directory-roles", "/compose"];

describe("currentSection", () => {
  it("maps each page to its section, role pages to the roles index", () => {
    expect(currentSection("/", NAV)).toBe("/");
    expect(currentSection("/roles/reviewer", NAV)).toBe("/");
    expect(currentSection("/modes", NAV)).toBe("/modes");
    expect(currentSection("/modes/slow/", NAV)).toBe("/modes");
    expect(currentSection("/emissions/Finding", NAV)).toBe("/emissions");
    expect(currentSection("/packs/default", NAV)).toBe("/packs/default");
    expect(currentSection("/directory-roles/DependencyAuditor", NAV)).toBe("/directory-roles");
  });

  it("marks nothing for a page outside every section", () => {
    expect(currentSection("/nowhere", NAV)).toBeNull();
    expect(currentSection("/modesty", NAV)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";

import { rolesLabel } from "./site-source";

describe("rolesLabel: the roles folder as the published site names it", () => {
  it("is roles/ for the default folder", () => {
    expect(rolesLabel(undefined)).toBe("roles/");
  });

  it("keeps a relative folder as given, ending in /", () => {
    expect(rolesLabel("team/roles")).toBe("team/roles/");
    expect(rolesLabel("../catalog/roles/")).toBe("../catalog/roles/");
  });

  it("names an absolute folder by its last segment, so no machine path is published", () => {
    expect(rolesLabel("/home/alice/work/team-roles")).toBe("team-roles/");
    expect(rolesLabel("/tmp/casts-e2e-catalog-1/roles/")).toBe("roles/");
    expect(rolesLabel("/srv/catalog/roles")).not.toContain("/srv");
  });
});

import { describe, expect, it } from "vitest";

import { packPageSlug } from "./pack-slug";

describe("packPageSlug", () => {
  it("slugs the pack's name and never gives the reserved lab slug", () => {
    expect(packPageSlug("default")).toBe("default");
    expect(packPageSlug("Team Pack")).toBe("team-pack");
    expect(packPageSlug("lab")).toBe("lab-pack");
    expect(packPageSlug("!!!")).toBe("pack");
  });
});

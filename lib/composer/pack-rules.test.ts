import { describe, expect, it } from "vitest";

import { catalogConfig } from "@/test-support/catalog-config";

import { packVerdict } from "./pack-rules";

const config = catalogConfig;
const base = {
  roleName: "critic",
  packName: "default",
  modes: [],
  hasConflict: false,
};

describe("packVerdict", () => {
  it("calls a composition inside the allowed modes deployable", () => {
    const verdict = packVerdict({
      ...base,
      config: config({ modes_allow: ["slow", "fast"] }),
      modes: ["slow"],
    });
    expect(verdict.deployable).toBe(true);
    expect(verdict.summary).toBe("Deployable under the default pack.");
  });

  it("calls a mode outside the allowed ones not deployable, naming it", () => {
    const verdict = packVerdict({
      ...base,
      config: config({ modes_allow: ["slow"] }),
      modes: ["fast", "evidential", "slow"],
    });
    expect(verdict.deployable).toBe(false);
    expect(verdict.summary).toBe(
      "Not deployable under the default pack: fast and evidential are not among the modes the pack allows critic.",
    );
  });

  it("blocks a conflict and an inactive role, and never uses raw field names", () => {
    const verdict = packVerdict({
      ...base,
      config: config({ active: false, default_modes: ["slow"] }),
      hasConflict: true,
    });
    expect(verdict.deployable).toBe(false);
    expect(verdict.summary).toContain("two of its modes conflict");
    expect(verdict.summary).toContain("marks critic inactive");
    expect(JSON.stringify(verdict)).not.toMatch(/modes_allow|conflicts_with|default_modes/);
  });

  it("calls a role the pack does not list deployable", () => {
    expect(packVerdict({ ...base, config: null })).toEqual({
      deployable: true,
      summary: "Deployable under the default pack.",
    });
  });
});

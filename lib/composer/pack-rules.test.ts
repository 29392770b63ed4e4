import { describe, expect, it } from "vitest";

import type { CatalogRoleConfig } from "@/lib/casts/core";

import { effortNote, packVerdict } from "./pack-rules";

const config = (overrides: Partial<CatalogRoleConfig> = {}): CatalogRoleConfig => ({
  active: true,
  model: null,
  effort: null,
  default_modes: [],
  modes_allow: [],
  authority: [],
  boundaries: [],
  escalations: [],
  ...overrides,
});
const base = {
  roleName: "critic",
  packName: "default",
  modes: [],
  hasConflict: false,
  suggestedEffort: null,
};

describe("packVerdict", () => {
  it("calls a composition inside the allowed modes deployable and explains the limit at run time", () => {
    const verdict = packVerdict({
      ...base,
      config: config({ modes_allow: ["slow", "fast"] }),
      modes: ["slow"],
    });
    expect(verdict.deployable).toBe(true);
    expect(verdict.summary).toBe("Deployable under the default pack.");
    expect(verdict.rules[0]).toContain("At run time LionAGI drops any default mode outside this list");
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

  it("says no pack rules apply to a role the pack does not list", () => {
    const verdict = packVerdict({ ...base, config: null });
    expect(verdict.deployable).toBe(true);
    expect(verdict.rules).toEqual([
      "The default pack has no entry for critic: no mode limits, defaults or policy apply, and the runtime sends the system message as it is.",
    ]);
  });
});

describe("effortNote", () => {
  it("says the runtime default applies when the pack sets no effort, whatever the role suggests", () => {
    expect(effortNote(null, "high", "default")).toBe(
      "The role's description suggests high effort, but the default pack sets none, so the runtime's default effort applies.",
    );
  });
  it("says the pack's effort applies when it differs from the suggestion", () => {
    expect(effortNote("low", "high", "acme")).toBe(
      "The acme pack sets low effort, and that is what applies at run time (the role's description suggests high).",
    );
    expect(effortNote("high", "high", "acme")).toBe(
      "The acme pack sets high effort, which applies at run time.",
    );
  });
});

import { describe, expect, it } from "vitest";

import { Mode, Pack, listRoles, validatePack } from "./index";

const everyRole = (extra = "") =>
  `roles:\n${listRoles()
    .map((role) => `  ${role}:`)
    .join("\n")}\n${extra}`;

describe("validatePack", () => {
  it("finds nothing wrong in a pack that covers every role plainly", () => {
    expect(validatePack(Pack.fromYaml(everyRole()))).toEqual([]);
  });

  it("reports unknown roles and modes", () => {
    const pack = Pack.fromYaml(`roles:\n  ghost:\n    default_modes: [hazy]\n    modes_allow: [hazy, fast]\n`);
    const findings = validatePack(pack, { roles: ["ghost"] });
    expect(findings).toEqual([
      { code: "UNKNOWN_MODE", role: "ghost", mode: "hazy", message: "roles.ghost.default_modes: 'hazy' is not a known mode" },
      { code: "UNKNOWN_MODE", role: "ghost", mode: "hazy", message: "roles.ghost.modes_allow: 'hazy' is not a known mode" },
    ]);
    expect(validatePack(pack).map((finding) => finding.code)).toContain("UNKNOWN_ROLE");
  });

  it("reports a default mode outside a non-empty allow list, but not with an empty one", () => {
    const pack = Pack.fromYaml(
      "roles:\n  analyst:\n    default_modes: [fast]\n    modes_allow: [slow]\n  critic:\n    default_modes: [fast]\n",
    );
    const findings = validatePack(pack, { roles: ["analyst", "critic"] });
    expect(findings).toEqual([
      {
        code: "DEFAULT_NOT_ALLOWED",
        role: "analyst",
        mode: "fast",
        message: "roles.analyst.default_modes: 'fast' is not in modes_allow (slow)",
      },
    ]);
  });

  it("reports default modes that conflict with each other", () => {
    const pack = Pack.fromYaml("roles:\n  analyst:\n    default_modes: [slow, evidential, fast]\n");
    expect(validatePack(pack, { roles: ["analyst"] })).toEqual([
      {
        code: "DEFAULT_CONFLICT",
        role: "analyst",
        mode: "fast",
        message: "roles.analyst.default_modes: Mode conflict: 'fast' vs 'slow'",
      },
    ]);
  });

  it("reports catalog roles without an entry", () => {
    const findings = validatePack(Pack.fromYaml("roles:\n  analyst:\n"));
    expect(findings).toHaveLength(39);
    expect(findings[0]).toEqual({ code: "MISSING_ROLE", role: "arbitrator", message: "roles: no entry for the role 'arbitrator'" });
  });

  it("checks against a custom catalog when given one", () => {
    const custom = [new Mode({ name: "calm", description: "", conflictsWith: ["loud"] }), new Mode({ name: "loud", description: "" })];
    const pack = Pack.fromYaml("roles:\n  bot:\n    default_modes: [calm, loud]\n");
    expect(validatePack(pack, { roles: ["bot"], modes: custom }).map((finding) => finding.code)).toEqual(["DEFAULT_CONFLICT"]);
  });
});

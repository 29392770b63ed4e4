import { describe, expect, it } from "vitest";

import { hasPackErrors, Mode, Pack, listRoles, validatePack } from "./index";

const POLICY = "    escalations: [Stop when unsure.]\n";
const everyRole = (extra = "") =>
  `roles:\n${listRoles()
    .map((role) => `  ${role}:\n${POLICY}`)
    .join("")}${extra}`;
const codes = (yaml: string, roles?: readonly string[]) =>
  validatePack(Pack.fromYaml(yaml), roles ? { roles } : {}).map((finding) => finding.code);

describe("validatePack", () => {
  it("finds nothing wrong in a pack that covers every role with a policy", () => {
    expect(validatePack(Pack.fromYaml(everyRole()))).toEqual([]);
  });

  it("reports unknown roles and modes as errors with the path of the entry", () => {
    const pack = Pack.fromYaml(
      `roles:\n  ghost:\n    default_modes: [hazy]\n    modes_allow: [hazy, fast]\n${POLICY}`,
    );
    const findings = validatePack(pack, { roles: ["ghost"] });
    expect(findings).toEqual([
      {
        code: "UNKNOWN_MODE",
        severity: "error",
        role: "ghost",
        mode: "hazy",
        message: "roles.ghost.default_modes: 'hazy' is not a known mode",
        fix: "Use a mode of the catalog (see /modes), or remove the entry.",
        path: "roles.ghost.default_modes[0]",
      },
      {
        code: "UNKNOWN_MODE",
        severity: "error",
        role: "ghost",
        mode: "hazy",
        message: "roles.ghost.modes_allow: 'hazy' is not a known mode",
        fix: "Use a mode of the catalog (see /modes), or remove the entry.",
        path: "roles.ghost.modes_allow[0]",
      },
    ]);
    expect(validatePack(pack).find((finding) => finding.code === "UNKNOWN_ROLE")).toMatchObject({
      severity: "error",
      path: "roles.ghost",
    });
  });

  it("reports a default mode outside a non-empty allow list, but not with an empty one", () => {
    const pack = Pack.fromYaml(
      `roles:\n  analyst:\n    default_modes: [slow, evidential]\n    modes_allow: [slow]\n${POLICY}  critic:\n    default_modes: [fast]\n${POLICY}`,
    );
    expect(validatePack(pack, { roles: ["analyst", "critic"] })).toEqual([
      {
        code: "DEFAULT_NOT_ALLOWED",
        severity: "error",
        role: "analyst",
        mode: "evidential",
        message: "roles.analyst.default_modes: 'evidential' is not in modes_allow (slow)",
        fix: "Add 'evidential' to modes_allow or drop it from default_modes: the runtime silently drops it.",
        path: "roles.analyst.default_modes[1]",
      },
    ]);
  });

  it("reports default modes that conflict with each other at the later mode", () => {
    const pack = Pack.fromYaml(`roles:\n  analyst:\n    default_modes: [slow, evidential, fast]\n${POLICY}`);
    expect(validatePack(pack, { roles: ["analyst"] })).toEqual([
      {
        code: "DEFAULT_CONFLICT",
        severity: "error",
        role: "analyst",
        mode: "fast",
        message: "roles.analyst.default_modes: Mode conflict: 'fast' vs 'slow'",
        fix: "Keep one of 'fast' and 'slow' in default_modes.",
        path: "roles.analyst.default_modes[2]",
      },
    ]);
  });

  it("warns about an inactive role that is still listed and a role without a policy", () => {
    const pack = Pack.fromYaml(`roles:\n  analyst:\n    active: false\n${POLICY}  critic:\n    model: m\n`);
    const findings = validatePack(pack, { roles: ["analyst", "critic"] });
    expect(findings.map(({ code, severity, role, path }) => ({ code, severity, role, path }))).toEqual([
      { code: "INACTIVE_ROLE", severity: "warning", role: "analyst", path: "roles.analyst.active" },
      { code: "NO_POLICY", severity: "warning", role: "critic", path: "roles.critic" },
    ]);
    expect(hasPackErrors(findings)).toBe(false);
  });

  it("warns about catalog roles without an entry", () => {
    const findings = validatePack(Pack.fromYaml(`roles:\n  analyst:\n${POLICY}`));
    expect(findings).toHaveLength(39);
    expect(findings[0]).toEqual({
      code: "MISSING_ROLE",
      severity: "warning",
      role: "arbitrator",
      message: "roles: no entry for the role 'arbitrator'",
      fix: "Add an entry roles.arbitrator (an empty one takes the defaults) if your team starts this role.",
      path: "roles",
    });
    expect(hasPackErrors(findings)).toBe(false);
  });

  it("counts errors, not warnings, as errors", () => {
    expect(hasPackErrors(validatePack(Pack.fromYaml(everyRole("  ghost:\n    escalations: [x]\n"))))).toBe(
      true,
    );
  });

  it("checks against a custom catalog when given one", () => {
    const custom = [
      new Mode({ name: "calm", description: "", conflictsWith: ["loud"] }),
      new Mode({ name: "loud", description: "" }),
    ];
    const pack = Pack.fromYaml(`roles:\n  bot:\n    default_modes: [calm, loud]\n${POLICY}`);
    expect(validatePack(pack, { roles: ["bot"], modes: custom }).map((finding) => finding.code)).toEqual([
      "DEFAULT_CONFLICT",
    ]);
    expect(codes("roles:\n  bot:\n", ["bot"])).toEqual(["NO_POLICY"]);
  });
});

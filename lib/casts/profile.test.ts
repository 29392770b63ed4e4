import { describe, expect, it } from "vitest";

import { thrown } from "./__fixtures__/thrown";
import { CastsError, Finding, Mode, Profile, Role } from "./index";

const mode = (name: string, conflictsWith: string[] = [], behaviors = `${name} behaviors`) =>
  new Mode({ name, description: "", behaviors, conflictsWith });
const role = new Role({ name: "r", description: "", body: "BODY" });

describe("Profile", () => {
  it("rejects a mode that conflicts with an earlier one, naming the later mode first", () => {
    const error = thrown(() => Profile.compose("analyst", { modes: ["slow", "fast"] }));
    expect(error.code).toBe("MODE_CONFLICT");
    expect(error.message).toBe("Mode conflict: 'fast' vs 'slow'");
  });

  it("treats a conflict declared by either side alike", () => {
    const declaresOnly = mode("a", ["b"]);
    const silent = mode("b");
    expect(thrown(() => new Profile({ name: "p", role, modes: [declaresOnly, silent] })).message).toBe(
      "Mode conflict: 'b' vs 'a'",
    );
    expect(thrown(() => new Profile({ name: "p", role, modes: [silent, declaresOnly] })).message).toBe(
      "Mode conflict: 'a' vs 'b'",
    );
  });

  it("reports only the first conflict in walk order", () => {
    expect(thrown(() => Profile.compose("analyst", { modes: ["systematic", "slow", "fast"] })).message).toBe(
      "Mode conflict: 'fast' vs 'systematic'",
    );
  });

  it("allows duplicate mode names and keeps them in the prompt", () => {
    const profile = Profile.compose("analyst", { modes: ["evidential", "evidential"] });
    expect(profile.modes.map((m) => m.name)).toEqual(["evidential", "evidential"]);
    const behaviors = Mode.load("evidential").behaviors;
    expect(profile.buildSystemMessage()).toBe([Role.load("analyst").body, behaviors, behaviors].join("\n\n"));
  });

  it("rejects a duplicate only when the mode lists itself", () => {
    const selfish = mode("x", ["x"]);
    expect(new Profile({ name: "p", role, modes: [selfish] }).modes).toHaveLength(1);
    expect(thrown(() => new Profile({ name: "p", role, modes: [selfish, selfish] })).message).toBe(
      "Mode conflict: 'x' vs 'x'",
    );
  });

  it("replaces an earlier same-name mode in place, so later checks use the newer declaration", () => {
    const firstA = mode("a", ["c"]);
    const secondA = mode("a");
    // The replaced declaration no longer conflicts with c.
    expect(new Profile({ name: "p", role, modes: [firstA, secondA, mode("c")] }).modes).toHaveLength(3);
    // ...but a conflict against the first one is still caught before it is replaced.
    expect(thrown(() => new Profile({ name: "p", role, modes: [mode("c"), firstA, secondA] })).message).toBe(
      "Mode conflict: 'a' vs 'c'",
    );
  });

  it("is deeply frozen", () => {
    const profile = Profile.compose("critic", { modes: ["adversarial"] });
    expect(Object.isFrozen(profile)).toBe(true);
    expect(Object.isFrozen(profile.modes)).toBe(true);
    expect(() => {
      (profile as { name: string }).name = "x";
    }).toThrow(TypeError);
  });
});

describe("Profile.compose", () => {
  it("accepts a role name or a Role object, and mode names or Mode objects", () => {
    const custom = mode("custom");
    const profile = Profile.compose(role, { modes: ["evidential", custom] });
    expect(profile.role).toBe(role);
    expect(profile.modes).toEqual([Mode.load("evidential"), custom]);
  });

  it.each([undefined, null, []])("treats modes %j as none", (modes) => {
    expect(Profile.compose("analyst", { modes }).modes).toEqual([]);
  });

  it("defaults the name to the role's name, also for an empty name", () => {
    expect(Profile.compose("critic").name).toBe("critic");
    expect(Profile.compose("critic", { name: "" }).name).toBe("critic");
    expect(Profile.compose("critic", { name: null }).name).toBe("critic");
  });

  it("keeps a custom name without renaming the role", () => {
    const profile = Profile.compose("critic", { name: "gatekeeper" });
    expect(profile.name).toBe("gatekeeper");
    expect(profile.role.name).toBe("critic");
  });

  it("reports unknown role and mode names", () => {
    expect(thrown(() => Profile.compose("nobody")).code).toBe("UNKNOWN_ROLE");
    expect(thrown(() => Profile.compose("critic", { modes: ["sideways"] })).code).toBe("UNKNOWN_MODE");
  });

  it("resolves extra roles through resolveRole after the built-ins", () => {
    const extra = new Role({ name: "ReleaseNotes", description: "d", body: "Write notes." });
    const profile = Profile.compose("ReleaseNotes", {
      resolveRole: (name) => (name === "ReleaseNotes" ? extra : undefined),
    });
    expect(profile.role).toBe(extra);
    expect(Profile.compose("critic", { resolveRole: () => extra }).role.name).toBe("critic");
  });
});

describe("buildSystemMessage", () => {
  it("joins the role body and each mode's behaviors with a blank line, in mode order", () => {
    const profile = new Profile({ name: "p", role, modes: [mode("b"), mode("a")] });
    expect(profile.buildSystemMessage()).toBe("BODY\n\nb behaviors\n\na behaviors");
  });

  it("skips empty parts and does not trim", () => {
    const emptyRole = new Role({ name: "e", description: "" });
    const profile = new Profile({
      name: "p",
      role: emptyRole,
      modes: [mode("a", [], ""), mode("b", [], "  b\n")],
    });
    expect(profile.buildSystemMessage()).toBe("  b\n");
    expect(new Profile({ name: "p", role: emptyRole }).buildSystemMessage()).toBe("");
  });

  it("matches the built-in role and mode texts exactly", () => {
    const profile = Profile.compose("critic", { modes: ["adversarial", "evidential"] });
    expect(profile.buildSystemMessage()).toBe(
      `${Role.load("critic").body}\n\n${Mode.load("adversarial").behaviors}\n\n${Mode.load("evidential").behaviors}`,
    );
  });
});

describe("emissionOperable", () => {
  it("delegates to the role: modes never change emissions", () => {
    const plain = Profile.compose("critic").emissionOperable();
    const withModes = Profile.compose("critic", { modes: ["adversarial", "premortem"] }).emissionOperable();
    expect(withModes?.keys()).toEqual(plain?.keys());
    expect(withModes?.keys()).toEqual(["verdict", "finding", "escalation_request"]);
    expect(Profile.compose(new Role({ name: "q", description: "" })).emissionOperable()).toBeNull();
    expect(
      Profile.compose(new Role({ name: "q", description: "", emits: [Finding] })).emissionOperable()?.name,
    ).toBe("q_emissions");
  });
});

describe("toYaml", () => {
  it("writes sorted keys and block lists like the reference", () => {
    expect(
      Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv-critic" }).toYaml(),
    ).toBe("modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n");
    expect(Profile.compose("analyst").toYaml()).toBe("modes: []\nname: analyst\nrole: analyst\n");
  });

  it("quotes YAML 1.1 specials so they load back as text", () => {
    for (const [name, line] of [
      ["yes", "name: 'yes'"],
      ["0x1f", "name: '0x1f'"],
      ["2024-01-05", "name: '2024-01-05'"],
      ["019", "name: 019"],
      ["", "name: critic"],
    ] as const) {
      expect(Profile.compose("critic", { name }).toYaml()).toContain(`${line}\n`);
    }
  });
});

describe("Profile.fromYaml", () => {
  it("round-trips toYaml exactly", () => {
    for (const profile of [
      Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv-critic" }),
      Profile.compose("postmortem-lead", { modes: ["slow", "slow"], name: "yes" }),
      Profile.compose("analyst", {
        name: "a name that is long enough to be folded by the emitter at eighty columns wide, really",
      }),
      Profile.compose("writer", { name: 'it\'s "quoted"\nand multi-line café' }),
    ]) {
      const back = Profile.fromYaml(profile.toYaml());
      expect(back).toEqual(profile);
      expect(back.equals(profile)).toBe(true);
      expect(back.toYaml()).toBe(profile.toYaml());
    }
  });

  it("reads scalars as their text", () => {
    expect(Profile.fromYaml("name: 019\nrole: analyst\n").name).toBe("019");
    expect(Profile.fromYaml("name: 1.50\nrole: analyst\nmodes: [fast]\n").name).toBe("1.50");
    expect(Profile.fromYaml("name: true\nrole: analyst\n").name).toBe("true");
  });

  it("accepts modes: null and a missing name", () => {
    const profile = Profile.fromYaml("role: critic\nmodes: null\n");
    expect(profile.modes).toEqual([]);
    expect(profile.name).toBe("critic");
  });

  it.each([
    [
      "role: analyst\nmode: [fast]\n",
      "PROFILE_INVALID",
      "profile: unknown key 'mode' at line 2, column 1 (allowed: role, modes, name)",
    ],
    ["name: x\n", "PROFILE_INVALID", "profile: missing required key 'role'"],
    [
      "- analyst\n",
      "PROFILE_INVALID",
      "profile: expected a mapping with role, modes and name at line 1, column 1",
    ],
    [
      "role: analyst\nmodes: fast\n",
      "PROFILE_INVALID",
      "profile: modes must be a list of mode names at line 2, column 8",
    ],
    [
      "role: analyst\nmodes: [[fast]]\n",
      "PROFILE_INVALID",
      "profile: modes[0] must be a mode name at line 2, column 9",
    ],
    ["role: {a: 1}\n", "PROFILE_INVALID", "profile: role must be a role name at line 1, column 7"],
    ["role: [analyst\n", "YAML_INVALID", null],
    ["role: analyst\nrole: critic\n", "YAML_INVALID", null],
    ["role: wizard\n", "UNKNOWN_ROLE", null],
    ["role: analyst\nmodes: [fast, slow]\n", "MODE_CONFLICT", "Mode conflict: 'slow' vs 'fast'"],
    ["role: analyst\nmodes: [dreamy]\n", "UNKNOWN_MODE", null],
  ])("rejects %j with %s", (text, code, message) => {
    const error = thrown(() => Profile.fromYaml(text));
    expect(error.code).toBe(code);
    if (message) expect(error.message).toBe(message);
  });

  it("reports YAML syntax errors with line and column", () => {
    expect(thrown(() => Profile.fromYaml("role: analyst\nmodes: [fast\n")).message).toMatch(
      /line 3, column 1/,
    );
  });
});

describe("Profile.fromYaml error details", () => {
  const details = (text: string) => {
    try {
      Profile.fromYaml(text, { label: "p.yaml" });
    } catch (error) {
      return { code: (error as CastsError).code, details: (error as CastsError).details };
    }
    throw new Error("expected an error");
  };

  it("gives the line and column of a YAML syntax error", () => {
    expect(details("role: critic\nmodes: [a,\n")).toMatchObject({
      code: "YAML_INVALID",
      details: { line: expect.any(Number), column: expect.any(Number) },
    });
  });

  it("points at the unknown role, the unknown mode and the later conflicting mode where they are written", () => {
    expect(details("name: x\nrole: critc\n")).toEqual({
      code: "UNKNOWN_ROLE",
      details: { path: "role", line: 2, column: 7 },
    });
    expect(details("role: critic\nmodes:\n  - slow\n  - nope\n")).toEqual({
      code: "UNKNOWN_MODE",
      details: { path: "modes[1]", line: 4, column: 5 },
    });
    expect(details("role: analyst\nmodes:\n- slow\n- evidential\n- fast\n")).toEqual({
      code: "MODE_CONFLICT",
      details: { path: "modes[2]", line: 5, column: 3 },
    });
  });

  it("names the key path of a structural problem", () => {
    expect(details("role: critic\nmode: [fast]\n")).toEqual({
      code: "PROFILE_INVALID",
      details: { path: "mode", line: 2, column: 1 },
    });
    expect(details("name: x\n")).toEqual({ code: "PROFILE_INVALID", details: { path: "role" } });
    expect(details("role: critic\nmodes: fast\n")).toMatchObject({
      code: "PROFILE_INVALID",
      details: { path: "modes", line: 2 },
    });
  });

  it("reports an over-limit input as INPUT_TOO_LARGE", () => {
    expect(details(`role: critic\nname: ${"x".repeat(1024 * 1024)}\n`)).toEqual({
      code: "INPUT_TOO_LARGE",
      details: { path: "p.yaml" },
    });
  });
});

import { describe, expect, it } from "vitest";

import { thrown } from "../../test-support/thrown";
import { Finding, Mode, Profile, Role } from "./index";

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

describe("Profile.fromDict", () => {
  it("rebuilds what toDict wrote, and names a profile without a name (or an empty one) after its role", () => {
    const profile = Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv" });
    expect(Profile.fromDict(profile.toDict()).equals(profile)).toBe(true);
    expect(Profile.fromDict({ role: "critic", modes: ["fast"] }).name).toBe("critic");
    expect(Profile.fromDict({ role: "critic", name: "" }).toDict()).toEqual({
      name: "critic",
      role: "critic",
      modes: [],
    });
    const extra = new Role({ name: "ReleaseNotes", description: "d", body: "Write notes." });
    expect(Profile.fromDict({ role: "ReleaseNotes" }, { resolveRole: () => extra }).role).toBe(extra);
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
      Profile.compose("writer", { name: 'it\'s "quoted" — análise 🦁 שלום' }),
      Profile.compose("writer", { name: "x".repeat(256) }),
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

  it.each([
    ['name: "a\\0b"\nrole: analyst\n', "name", "control character (U+0000"],
    ['name: "evil\\u202Eexe"\nrole: analyst\n', "name", "format character (U+202E"],
    ['name: "\\uD800x"\nrole: analyst\n', "name", "unpaired surrogate (U+D800"],
    [`name: ${"n".repeat(257)}\nrole: analyst\n`, "name", "257 characters long; the limit is 256"],
    ['role: "ana\\u0007lyst"\n', "role", "control character (U+0007"],
    ['role: analyst\nmodes: ["fa\\x1bst"]\n', "modes[0]", "control character (U+001B"],
  ])("rejects the invalid name in %j with NAME_INVALID and its place", (text, path, problem) => {
    const error = thrown(() => Profile.fromYaml(text));
    expect(error.code).toBe("NAME_INVALID");
    expect(error.message).toContain(problem);
    expect(error.details.path).toBe(path);
    expect(error.details.line).toBeGreaterThan(0);
  });

  it("keeps ordinary Unicode names working", () => {
    expect(Profile.fromYaml("name: análise 🦁 שלום\nrole: analyst\n").name).toBe("análise 🦁 שלום");
  });

  it("rejects more than 32 modes with INPUT_TOO_LARGE", () => {
    const error = thrown(() =>
      Profile.fromYaml(`role: analyst\nmodes: [${Array(33).fill("slow").join(", ")}]\n`),
    );
    expect(error.code).toBe("INPUT_TOO_LARGE");
    expect(error.details).toEqual({ path: "modes", line: 2, column: 8 });
  });

  it.each([
    ["role: wizard\n", "UNKNOWN_ROLE", { path: "role", line: 1, column: 7 }],
    [
      "role: analyst\nmodes:\n  - slow\n  - dreamy\n",
      "UNKNOWN_MODE",
      { path: "modes[1]", line: 4, column: 5 },
    ],
    [
      "role: analyst\nmodes: [slow, slow, fast]\n",
      "MODE_CONFLICT",
      { path: "modes[2]", line: 2, column: 21 },
    ],
    ["role: analyst\nmode: [fast]\n", "PROFILE_INVALID", { path: "mode", line: 2, column: 1 }],
  ])("names the place of %j in details", (text, code, details) => {
    const error = thrown(() => Profile.fromYaml(text));
    expect(error.code).toBe(code);
    expect(error.details).toEqual(details);
  });
});

describe("Profile", () => {
  it("refuses a name the YAML could not carry back, so fromYaml(p.toYaml()) always holds", () => {
    expect(thrown(() => Profile.compose("analyst", { name: "x".repeat(300_000) })).code).toBe("NAME_INVALID");
    expect(thrown(() => Profile.compose("analyst", { name: "tab\there" })).code).toBe("NAME_INVALID");
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { FACTS } from "./__fixtures__/facts";
import { thrown } from "../../test-support/thrown";
import { Pack, RoleConfig, RolePolicy } from "./index";
import { MAX_YAML_TOKENS } from "./core/limits";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "__fixtures__", "packs", name), "utf8");

describe("RolePolicy and RoleConfig", () => {
  it("default to empty lists, null model and effort, active", () => {
    expect(new RolePolicy()).toEqual({ authority: [], boundaries: [], escalations: [] });
    expect(new RoleConfig()).toEqual({
      model: null,
      effort: null,
      defaultModes: [],
      modesAllow: [],
      active: true,
    });
  });

  it("are frozen with frozen lists", () => {
    const config = new RoleConfig({ defaultModes: ["fast"] });
    expect(Object.isFrozen(config)).toBe(true);
    expect(() => (config.defaultModes as string[]).push("slow")).toThrow(TypeError);
  });
});

describe("Pack.fromYaml", () => {
  it("reads the ADR D4 shape with defaults for missing fields", () => {
    const pack = Pack.fromYaml(fixture("minimal.yaml"));
    expect(pack.name).toBe("minimal");
    expect(pack.config("analyst")).toEqual(
      new RoleConfig({
        model: "gpt-x",
        effort: "high",
        defaultModes: ["evidential"],
        modesAllow: ["evidential", "slow"],
      }),
    );
    expect(pack.policy("analyst")).toEqual(new RolePolicy({ authority: ["May pick the method."] }));
    expect(pack.config("critic")).toEqual(new RoleConfig());
    expect(pack.policy("critic")).toEqual(new RolePolicy());
    expect(pack.config("writer")?.active).toBe(false);
    expect(pack.roles()).toEqual(["analyst", "critic", "writer", "not-a-role"]);
  });

  it("returns null for a role without an entry", () => {
    const pack = Pack.fromYaml("roles: {}\n");
    expect(pack.config("analyst")).toBeNull();
    expect(pack.policy("analyst")).toBeNull();
    expect(pack.config("__proto__")).toBeNull();
  });

  it("takes the name option (a file stem) when the file has none, and reads an empty file as no roles", () => {
    expect(Pack.fromYaml("roles: {}\n", { name: "team" }).name).toBe("team");
    const empty = Pack.fromYaml("", { name: "blank" });
    expect(empty.name).toBe("blank");
    expect(empty.roles()).toEqual([]);
  });

  it("does not check role or mode names", () => {
    expect(
      Pack.fromYaml("roles:\n  ghost:\n    default_modes: [imaginary]\n").config("ghost")?.defaultModes,
    ).toEqual(["imaginary"]);
  });

  it("is deeply frozen", () => {
    const pack = Pack.fromYaml(fixture("minimal.yaml"));
    expect(Object.isFrozen(pack)).toBe(true);
    expect(Object.isFrozen(pack.configs)).toBe(true);
    expect(Object.isFrozen(pack.policies)).toBe(true);
    expect(() => {
      (pack.configs as Record<string, RoleConfig>)["x"] = new RoleConfig();
    }).toThrow(TypeError);
  });

  it.each([
    [
      'roles:\n  analyst:\n    active: "false"\n',
      "roles.analyst.active: expected true or false, got a string",
    ],
    ["roles:\n  analyst:\n    active: null\n", "roles.analyst.active: expected true or false, got null"],
    [
      "roles:\n  analyst:\n    default_modes: evidential\n",
      "roles.analyst.default_modes: expected a list of strings, got a string",
    ],
    [
      "roles:\n  analyst:\n    authority: [1]\n",
      "roles.analyst.authority[0]: expected a string, got a number",
    ],
    ["roles:\n  analyst:\n    model: 4\n", "roles.analyst.model: expected a string or null, got a number"],
    [
      "roles:\n  analyst:\n    modle: x\n",
      "roles.analyst.modle: unknown key (allowed: authority, boundaries, escalations, default_modes, modes_allow, model, effort, active)",
    ],
    ["roles:\n  analyst: [a]\n", "roles.analyst: expected a mapping, got a list"],
    ["name: 3\n", "name: expected a string, got a number"],
    ["roles: [analyst]\n", "roles: expected a mapping of role names to entries, got a list"],
    ["rolez: {}\n", "rolez: unknown key (allowed: name, roles)"],
    ["- a\n", "(top level): expected a mapping with name and roles, got a list"],
  ])("rejects %j naming the path", (text, message) => {
    const error = thrown(() => Pack.fromYaml(text));
    expect(error.code).toBe("PACK_INVALID");
    expect(error.message).toBe(message);
  });

  it("rejects unsafe YAML", () => {
    expect(thrown(() => Pack.fromYaml(fixture("alias-bomb.yaml"))).message).toBe(
      "pack: too many alias expansions (limit 100)",
    );
    expect(thrown(() => Pack.fromYaml("roles:\n  __proto__:\n    active: true\n")).code).toBe("YAML_INVALID");
    expect(thrown(() => Pack.fromYaml("name: !!binary aGk=\n")).code).toBe("YAML_INVALID");
  });
});

describe("packs/default.yaml", () => {
  const pack = Pack.fromYaml(
    readFileSync(path.join(import.meta.dirname, "../../packs/default.yaml"), "utf8"),
  );

  it("has an entry for every role, in the reference order", () => {
    expect(pack.name).toBe("default");
    expect(pack.roles()).toEqual(FACTS.default_pack.yaml_role_order);
  });

  it.each(FACTS.default_pack.roles)("matches the facts for $role", (fact) => {
    const config = pack.config(fact.role)!;
    const policy = pack.policy(fact.role)!;
    expect(config).toEqual(
      new RoleConfig({
        model: fact.model,
        effort: fact.effort,
        defaultModes: fact.default_modes,
        modesAllow: fact.modes_allow,
        active: fact.active,
      }),
    );
    expect(policy.authority).toHaveLength(fact.authority_count);
    expect(policy.boundaries).toHaveLength(fact.boundaries_count);
    expect(policy.escalations).toHaveLength(fact.escalations_count);
    expect(policy.escalations.every((line) => line.startsWith("Escalate when "))).toBe(true);
  });
});

describe("Pack.fromYaml on hostile input", () => {
  it("refuses __proto__ as a role key, also through an alias", () => {
    const error = thrown(() => Pack.fromYaml("name: &p __proto__\nroles:\n  *p : {active: false}\n"));
    expect(error.code).toBe("YAML_INVALID");
    expect(error.details).toMatchObject({ path: "roles.__proto__", line: 3 });
  });

  it("refuses role keys whose text collides (1 and '1')", () => {
    const error = thrown(() => Pack.fromYaml("roles:\n  1: {active: false}\n  '1': {active: true}\n"));
    expect(error.code).toBe("YAML_INVALID");
    expect(error.details).toMatchObject({ path: "roles.1", line: 3, column: 3 });
  });

  it("keeps roles named like Object.prototype members as plain entries", () => {
    const pack = Pack.fromYaml("roles:\n  constructor: {active: false}\n  toString: {}\n");
    expect(pack.roles()).toEqual(["constructor", "toString"]);
    expect(pack.config("constructor")?.active).toBe(false);
    expect(Object.getPrototypeOf(pack.configs)).toBeNull();
  });

  it.each([
    ['name: "a\\u202Eb"\n', "name", 1],
    [`name: ${"p".repeat(257)}\n`, "name", 1],
    ['roles:\n  "bad\\x07": {}\n', "roles.bad\\u0007", 2],
  ])("refuses an invalid pack or role name in %j with NAME_INVALID", (text, path, line) => {
    const error = thrown(() => Pack.fromYaml(text));
    expect(error.code).toBe("NAME_INVALID");
    expect(error.details).toMatchObject({ path, line });
  });

  it("says where an invalid fallback name came from, with no place in the text, and how to give another", () => {
    for (const text of ["roles: {}\n", "", "name: null\n"]) {
      const error = thrown(() =>
        Pack.fromYaml(text, { name: "a\tb", nameFrom: "the file name", label: "dir/a\tb.yaml" }),
      );
      expect(error.code).toBe("NAME_INVALID");
      expect(error.message).toBe(
        "the pack has no name, and the name taken from the file name, 'a\\tb', contains a control character (U+0009, character 2); add a name: key, or change the file name (in dir/a\\tb.yaml)",
      );
      expect(error.details).toEqual({});
    }
    expect(thrown(() => Pack.fromYaml("roles: {}\n", { name: "x".repeat(257) })).message).toMatch(
      /^the pack has no name, and the name taken from the name given for it, 'x+…', is 257 characters long; the limit is 256; add a name: key, or change the name given for it$/,
    );
  });

  it("gives the line and column of a shape error in details", () => {
    const error = thrown(() => Pack.fromYaml("roles:\n  analyst:\n    authority: [1]\n"));
    expect(error.details).toEqual({ path: "roles.analyst.authority[0]", line: 3, column: 17 });
  });

  it("reads 19,000 role entries (76,002 YAML tokens, under the limit)", () => {
    const text = `roles:\n${Array.from({ length: 19_000 }, (_, index) => `  r${index}: {}`).join("\n")}\n`;
    expect(Pack.fromYaml(text).roles()).toHaveLength(19_000);
  });

  it("refuses 40,000 role entries with INPUT_TOO_LARGE: over the YAML token limit, at the place it was reached", () => {
    const text = `roles:\n${Array.from({ length: 40_000 }, (_, index) => `  r${index}: {}`).join("\n")}\n`;
    const error = thrown(() => Pack.fromYaml(text));
    expect(error.code).toBe("INPUT_TOO_LARGE");
    expect(error.message).toContain(`more than ${MAX_YAML_TOKENS.toLocaleString("en-US")} YAML tokens`);
    expect(error.details.line).toBe(20_001);
  });

  it("reads a pack of 2,000 roles with full entries", () => {
    const entry = (name: string) =>
      `  ${name}:\n    model: null\n    effort: high\n    default_modes: [fast]\n    modes_allow: []\n    active: true\n    authority:\n      - "May decide."\n    escalations: ["When stuck."]\n`;
    const text = `name: big\nroles:\n${Array.from({ length: 2000 }, (_, index) => entry(`role${index}`)).join("")}`;
    expect(Pack.fromYaml(text).roles()).toHaveLength(2000);
  });
});

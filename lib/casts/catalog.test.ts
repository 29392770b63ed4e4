import { readFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { FACTS } from "./__fixtures__/facts";
import { catalogSchema } from "./catalog-schema";
import {
  Mode,
  Pack,
  Role,
  listModes,
  listRoles,
  projectCatalog,
  projectRole,
  roleFromCatalog,
  validatePack,
} from "./index";
import { buildCatalog } from "./node";

const defaultPack = Pack.fromYaml(
  readFileSync(path.join(import.meta.dirname, "../../packs/default.yaml"), "utf8"),
);

describe("projectCatalog", () => {
  it("lists every role and mode in sorted order", () => {
    const catalog = projectCatalog(defaultPack);
    expect(catalog.roles.map((role) => role.name)).toEqual(listRoles());
    expect(catalog.modes.map((mode) => mode.name)).toEqual(listModes());
  });

  it("matches the catalog schema exactly (no missing, extra or mistyped field), with and without a pack", () => {
    expect(catalogSchema.safeParse(projectCatalog(defaultPack)).error).toBeUndefined();
    expect(catalogSchema.safeParse(projectCatalog(null)).error).toBeUndefined();
    // The schema is strict: a field outside the shape is refused, with its place.
    const extra = projectCatalog(defaultPack) as unknown as { roles: Record<string, unknown>[] };
    extra.roles[3]!["emissions"] = [];
    expect(catalogSchema.safeParse(extra).error?.issues[0]?.path).toEqual(["roles", 3]);
  });

  it("uses the ADR D5 key order", () => {
    const catalog = projectCatalog(defaultPack);
    const analyst = catalog.roles[0]!;
    expect(Object.keys(catalog)).toEqual(["roles", "modes"]);
    expect(Object.keys(analyst)).toEqual(["name", "description", "emits", "body", "config"]);
    // The reference order, written out rather than read from EFFECTIVE_FIELDS (pack-settings.ts),
    // which lists the same keys: the test pins the shape, whatever the library's own lists say.
    expect(Object.keys(analyst.config!)).toEqual([
      "active",
      "model",
      "effort",
      "default_modes",
      "modes_allow",
      "authority",
      "boundaries",
      "escalations",
    ]);
    expect(Object.keys(analyst.emits[0]!)).toEqual(["model", "key"]);
    expect(Object.keys(catalog.modes[0]!)).toEqual(["name", "description", "behaviors", "conflicts_with"]);
  });

  it("projects each role's emissions as its operable's specs, escalation_request last, and its pack entry", () => {
    const critic = projectCatalog(defaultPack).roles.find((role) => role.name === "critic")!;
    expect(critic.emits).toEqual([
      { model: "Verdict", key: "verdict" },
      { model: "Finding", key: "finding" },
      { model: "EscalationRequest", key: "escalation_request" },
    ]);
    expect(critic.body).toBe(Role.load("critic").body);
    expect(critic.config).toMatchObject({
      active: true,
      model: null,
      effort: null,
      default_modes: ["adversarial"],
    });
    expect(critic.config?.modes_allow).toEqual(["adversarial", "premortem", "evidential", "metacognitive"]);
  });

  it("ends every role's emits with escalation_request, with or without a pack, as the operable does", () => {
    for (const pack of [null, defaultPack]) {
      for (const role of projectCatalog(pack).roles) {
        const operable = Role.load(role.name).emissionOperable();
        expect(role.emits).toEqual(
          operable?.specs.map((spec) => ({ model: spec.model.name, key: spec.key })) ?? [],
        );
        if (role.emits.length > 0)
          expect(role.emits.at(-1)).toEqual({ model: "EscalationRequest", key: "escalation_request" });
      }
    }
  });

  it("sorts conflicts and copies mode text", () => {
    const fast = projectCatalog(null).modes.find((mode) => mode.name === "fast")!;
    expect(fast).toEqual({
      name: "fast",
      description: Mode.load("fast").description,
      behaviors: Mode.load("fast").behaviors,
      conflicts_with: ["slow", "systematic"],
    });
  });

  it("gives config null for every role without a pack, and for roles the pack lacks", () => {
    expect(projectCatalog(null).roles.every((role) => role.config === null)).toBe(true);
    const partial = projectCatalog(Pack.fromYaml("roles:\n  writer:\n"));
    expect(partial.roles.filter((role) => role.config !== null).map((role) => role.name)).toEqual(["writer"]);
  });

  it("returns fresh objects: mutating one result leaves the next and the declarations alone", () => {
    const first = projectCatalog(defaultPack);
    first.roles[0]!.emits.push({ model: "X", key: "x" });
    first.roles[0]!.config!.authority.push("anything");
    first.modes.pop();
    const second = projectCatalog(defaultPack);
    expect(second.roles[0]!.emits).toHaveLength(3);
    expect(second.roles[0]!.config!.authority).toHaveLength(3);
    expect(second.modes).toHaveLength(14);
    expect(Role.load("analyst").emits).toHaveLength(2);
  });
});

describe("roleFromCatalog", () => {
  it("rebuilds every built-in role from its catalog entry (artifact defaults aside), and projects back to it", () => {
    for (const entry of projectCatalog(defaultPack).roles) {
      const role = roleFromCatalog(entry);
      const { artifact_defaults: _defaults, ...dict } = Role.load(entry.name).toDict();
      expect(role.toDict()).toEqual(dict);
      expect(role.emissionOperable()?.keys()).toEqual(entry.emits.map((spec) => spec.key));
      expect(projectRole(role, defaultPack)).toEqual(entry);
    }
  });

  it("gives a role without emits none, and refuses an unknown model by its place", () => {
    expect(roleFromCatalog({ name: "Plain", description: "d", body: "b" }).emissionOperable()).toBeNull();
    const emits = [
      { model: "Finding", key: "finding" },
      { model: "Nonsense", key: "nonsense" },
    ];
    expect(() => roleFromCatalog({ name: "Odd", description: "d", body: "", emits })).toThrow(
      "Role.emits[1]: unknown emission model 'Nonsense'",
    );
  });
});

describe("buildCatalog", () => {
  afterEach(() => vi.restoreAllMocks());

  it("uses packs/default.yaml, which passes validatePack", () => {
    expect(buildCatalog()).toEqual(projectCatalog(defaultPack));
    expect(validatePack(defaultPack)).toEqual([]);
    expect(buildCatalog().roles).toHaveLength(FACTS.roles.length);
  });

  it("falls back to null configs with a warning when the pack cannot load", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const catalog = buildCatalog({ packPath: "no/such/pack.yaml" });
    expect(catalog.roles).toHaveLength(40);
    expect(catalog.modes).toHaveLength(14);
    expect(catalog.roles.every((role) => role.config === null)).toBe(true);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain("no such file");
  });
});

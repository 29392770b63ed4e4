import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listPatternStems, namesSource, registrySource } from "../../scripts/registry-source";
import { FACTS } from "./__fixtures__/facts";
import { thrown } from "../../test-support/thrown";
import { AnalysisResult, Finding, Mode, Pattern, PatternKind, Role, listModes, listRoles } from "./index";

const ROLE_NAMES = FACTS.roles.map((role) => role.name);
const MODE_NAMES = FACTS.modes.map((mode) => mode.name);

describe("PatternKind", () => {
  it("names the three kinds as strings", () => {
    expect(PatternKind).toEqual({ OTHER: "other", ROLE: "role", MODE: "mode" });
    expect(Object.isFrozen(PatternKind)).toBe(true);
  });

  it("is reported by each pattern class", () => {
    expect(new Pattern({ name: "p", description: "" }).kind).toBe("other");
    expect(new Role({ name: "r", description: "" }).kind).toBe("role");
    expect(new Mode({ name: "m", description: "" }).kind).toBe("mode");
  });
});

describe("Role", () => {
  it("defaults body to empty, emits to none and artifact defaults to null", () => {
    const role = new Role({ name: "bare", description: "A role with nothing else." });
    expect(role.body).toBe("");
    expect(role.emits).toEqual([]);
    expect(role.artifactDefaults).toBeNull();
  });

  it("is deeply frozen: assignment throws and nested values cannot change", () => {
    const role = new Role({
      name: "r",
      description: "d",
      emits: [Finding],
      artifactDefaults: { expected: [{ id: "x", required: true }] },
    });
    expect(Object.isFrozen(role)).toBe(true);
    expect(Object.isFrozen(role.emits)).toBe(true);
    expect(Object.isFrozen(role.artifactDefaults)).toBe(true);
    expect(() => {
      (role as { name: string }).name = "other";
    }).toThrow(TypeError);
    expect(() => {
      (role as unknown as Record<string, unknown>)["extra"] = 1;
    }).toThrow(TypeError);
    expect(() => (role.emits as unknown[]).push(AnalysisResult)).toThrow(TypeError);
  });

  it("copies the caller's artifact defaults so later edits do not leak in", () => {
    const defaults = { expected: [{ id: "review" }] };
    const role = new Role({ name: "r", description: "d", artifactDefaults: defaults });
    defaults.expected[0]!.id = "changed";
    expect(role.artifactDefaults).toEqual({ expected: [{ id: "review" }] });
  });

  it("projects toDict with model names, in ADR key order, leaving out empty values", () => {
    const full = new Role({
      name: "r",
      description: "d",
      body: "b",
      emits: [AnalysisResult, Finding],
      artifactDefaults: { a: 1 },
    });
    expect(Object.keys(full.toDict())).toEqual(["name", "description", "body", "emits", "artifact_defaults"]);
    expect(full.toDict()).toEqual({
      name: "r",
      description: "d",
      body: "b",
      emits: ["AnalysisResult", "Finding"],
      artifact_defaults: { a: 1 },
    });
    expect(new Role({ name: "r", description: "" }).toDict()).toEqual({ name: "r" });
  });

  it("rejects non-string text and non-model emissions", () => {
    expect(thrown(() => new Role({ name: 3 as unknown as string, description: "" })).code).toBe(
      "PATTERN_INVALID",
    );
    expect(thrown(() => new Role({ name: "r", description: "", emits: ["Finding" as never] })).message).toBe(
      "Role.emits[0]: expected an emission model",
    );
  });

  it("builds its operable under the name <role>_emissions", () => {
    const operable = Role.load("analyst").emissionOperable();
    expect(operable?.name).toBe("analyst_emissions");
    expect(operable?.keys()).toEqual(["analysis_result", "finding", "escalation_request"]);
    expect(new Role({ name: "quiet", description: "" }).emissionOperable()).toBeNull();
  });
});

describe("Mode", () => {
  it("stores conflicts sorted, without duplicates, frozen, from any iterable", () => {
    const mode = new Mode({ name: "m", description: "", conflictsWith: new Set(["slow", "fast"]) });
    expect(mode.conflictsWith).toEqual(["fast", "slow"]);
    const again = new Mode({ name: "m", description: "", conflictsWith: ["b", "a", "b"] });
    expect(again.conflictsWith).toEqual(["a", "b"]);
    expect(Object.isFrozen(again.conflictsWith)).toBe(true);
    expect(Object.isFrozen(again)).toBe(true);
  });

  it("does not resolve or validate conflict names itself", () => {
    expect(new Mode({ name: "m", description: "", conflictsWith: ["no-such-mode"] }).conflictsWith).toEqual([
      "no-such-mode",
    ]);
  });

  it("projects toDict leaving out empty behaviors and conflicts", () => {
    expect(new Mode({ name: "m", description: "d" }).toDict()).toEqual({ name: "m", description: "d" });
    expect(Mode.load("fast").toDict()).toMatchObject({
      name: "fast",
      conflicts_with: ["slow", "systematic"],
    });
  });
});

describe("Role.load", () => {
  it.each(ROLE_NAMES)("loads %s by its canonical name", (name) => {
    const role = Role.load(name);
    expect(role).toBeInstanceOf(Role);
    expect(role.name).toBe(name);
  });

  it("maps dashes to the module stem but refuses the stem as an alias", () => {
    expect(Role.load("postmortem-lead").name).toBe("postmortem-lead");
    const error = thrown(() => Role.load("postmortem_lead"));
    expect(error.code).toBe("UNKNOWN_ROLE");
    expect(error.message).toBe(
      `Unknown role: 'postmortem_lead'. Available: ${[...ROLE_NAMES].sort().join(", ")}`,
    );
  });

  it("reports an unknown role with every available name", () => {
    expect(thrown(() => Role.load("wizard")).message).toMatchInlineSnapshot(
      `"Unknown role: 'wizard'. Available: analyst, arbitrator, architect, assessor, auditor, commentator, contrarian, coordinator, critic, curator, deployer, entrepreneur, evaluator, explorer, facilitator, implementer, innovator, investigator, mentor, migrator, modeler, negotiator, operator, orchestrator, persona, planner, postmortem-lead, prototyper, refactorer, researcher, responder, reviewer, scribe, strategist, suggester, synthesizer, tester, translator, troubleshooter, writer"`,
    );
  });

  it("does not treat object-prototype names or odd input as modules", () => {
    for (const name of ["__proto__", "constructor", "toString", "", "_registry", "TEMPLATE"]) {
      expect(thrown(() => Role.load(name)).code).toBe("UNKNOWN_ROLE");
    }
    expect(thrown(() => Role.load(undefined as unknown as string)).code).toBe("UNKNOWN_ROLE");
  });

  it("returns the same declaration on every call", () => {
    expect(Role.load("critic")).toBe(Role.load("critic"));
  });
});

describe("Mode.load", () => {
  it.each(MODE_NAMES)("loads %s by its canonical name", (name) => {
    expect(Mode.load(name).name).toBe(name);
  });

  it("refuses module stems and unknown names", () => {
    const error = thrown(() => Mode.load("visual_spatial"));
    expect(error.code).toBe("UNKNOWN_MODE");
    expect(error.message).toBe(
      `Unknown mode: 'visual_spatial'. Available: ${[...MODE_NAMES].sort().join(", ")}`,
    );
  });
});

describe("listRoles", () => {
  it("lists the 40 facts roles sorted by code point", () => {
    expect(listRoles()).toEqual([...ROLE_NAMES].sort());
    expect(listRoles().indexOf("postmortem-lead")).toBe(listRoles().indexOf("planner") + 1);
  });

  it("returns a new array on each call", () => {
    const first = listRoles();
    first.pop();
    expect(listRoles()).toHaveLength(40);
    expect(listRoles()).not.toBe(listRoles());
  });

  it("is derived from exactly the modules in lib/casts/roles", () => {
    const stems = listPatternStems(path.join(import.meta.dirname, "roles"));
    expect(stems.map((stem) => Role.load(stem.replaceAll("_", "-")).name).sort()).toEqual(listRoles());
    expect(stems).toEqual(FACTS.roles.map((role) => role.module_stem).sort());
  });

  it("has a generated registry that is up to date with the folder", () => {
    const dir = path.join(import.meta.dirname, "roles");
    expect(readFileSync(path.join(dir, "_registry.ts"), "utf8")).toBe(
      registrySource("role", listPatternStems(dir)),
    );
    const modes = path.join(dir, "modes");
    expect(readFileSync(path.join(modes, "_registry.ts"), "utf8")).toBe(
      registrySource("mode", listPatternStems(modes)),
    );
  });

  it("has generated name lists equal to listRoles() and listModes()", () => {
    const dir = path.join(import.meta.dirname, "roles");
    expect(readFileSync(path.join(dir, "_names.ts"), "utf8")).toBe(namesSource("role", listRoles()));
    expect(readFileSync(path.join(dir, "modes", "_names.ts"), "utf8")).toBe(namesSource("mode", listModes()));
  });
});

describe("listModes", () => {
  it("lists the 14 facts modes sorted", () => {
    expect(listModes()).toEqual([...MODE_NAMES].sort());
    expect(listModes()).not.toBe(listModes());
  });

  it("is derived from exactly the modules in lib/casts/roles/modes", () => {
    const stems = listPatternStems(path.join(import.meta.dirname, "roles", "modes"));
    expect(stems).toEqual(FACTS.modes.map((mode) => mode.module_stem).sort());
  });
});

describe("built-in declarations", () => {
  it.each(FACTS.roles)("$name declares the facts' emissions and artifact defaults", (fact) => {
    const role = Role.load(fact.name);
    expect(role.emits.map((model) => model.name)).toEqual(fact.emits);
    if (fact.artifact_defaults === null) {
      expect(role.artifactDefaults).toBeNull();
    } else {
      const expected = (fact.artifact_defaults as { expected: Record<string, unknown>[] }).expected;
      const actual = (role.artifactDefaults as { expected: Record<string, unknown>[] }).expected;
      expect(actual.map(({ description: _d, ...rest }) => rest)).toEqual(
        expected.map(({ description: _d, ...rest }) => rest),
      );
      expect(
        actual.every((entry) => typeof entry["description"] === "string" && entry["description"].length > 20),
      ).toBe(true);
    }
  });

  it.each(FACTS.modes)("$name declares the facts' conflicts", (fact) => {
    expect(Mode.load(fact.name).conflictsWith).toEqual([...fact.conflicts_with].sort());
  });
});

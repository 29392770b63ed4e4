// Every eval fixture can pass and can fail: for each one a reply built to meet its expectations
// passes (valid for the role, every assertion met), and for each of its assertions a reply built
// to break it makes that assertion fail.
import { describe, expect, it } from "vitest";

import { PROJECT_ROOT } from "../cli/context";
import { assertionsFor, passingReply, projectEvals, sampleForPattern, violations } from "./fixture-replies";

const { load, operableOf } = projectEvals(PROJECT_ROOT);

describe("sampleForPattern", () => {
  it("finds a short text for alternatives, groups, classes, escapes and lookarounds", () => {
    expect(sampleForPattern("request|changes")).toBe("request");
    expect(sampleForPattern("\\+ ?1|extra")).toBe("+1");
    expect(sampleForPattern("paginate\\.ts")).toBe("paginate.ts");
    expect(sampleForPattern("^(lee|sam)$")).toBe("lee");
    expect(sampleForPattern("fan.?out")).toBe("fanout");
    expect(sampleForPattern("^(?![\\s\\S]*jordan)")).toBe("ok");
    expect(sampleForPattern("^(?![\\s\\S]*\\brestore the backup\\b)[\\s\\S]*\\b(cache|read)")).toBe("cache");
    expect(sampleForPattern("[0-9]{3}-x")).toBe("000-x");
  });
});

describe("eval fixtures are checkable", () => {
  it("loads every fixture file without errors", () => {
    expect(load.errors.map((error) => error.error.message)).toEqual([]);
    expect(load.roles.reduce((sum, entry) => sum + entry.fixtures.length, 0)).toBeGreaterThanOrEqual(120);
  });

  for (const entry of load.roles) {
    it(`${entry.role}: each fixture passes with a built reply and fails when any one expectation is broken`, () => {
      const operable = operableOf(entry.role);
      for (const fixture of entry.fixtures) {
        const label = `${entry.role}/${fixture.name}`;
        const pass = passingReply(operable, fixture.expect);
        const passed = assertionsFor(operable, fixture.expect, pass.text);
        expect(passed.valid, `${label}: the built reply is valid`).toBe(true);
        expect(
          passed.assertions.filter((assertion) => !assertion.passed).map((assertion) => assertion.message),
          label,
        ).toEqual([]);
        const broken = violations(operable, fixture.expect);
        expect(broken.length, label).toBe(passed.assertions.length);
        broken.forEach((violation, index) => {
          const result = assertionsFor(operable, fixture.expect, violation.text);
          expect(result.assertions[index]?.passed, `${label}: breaking ${violation.name}`).toBe(false);
        });
      }
    });
  }
});

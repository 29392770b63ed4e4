// Every fixture file in the repository (evals/ and the sample roles/) loads cleanly against the
// format and its role's keys; each built-in role has at least three fixtures, at least one of
// which expects or forbids an escalation.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listRoles } from "../pattern";
import { loadEvals } from "./evals";
import { loadFromDir } from "./directory-roles";
import { createDirectoryRoleRegistry } from "../directory-roles/registry";

const root = path.resolve(__dirname, "../../..");
const directory = loadFromDir(path.join(root, "roles"), { registry: createDirectoryRoleRegistry() });
const load = loadEvals({ root, directoryRoles: directory.loaded });

describe("the repository's eval fixtures", () => {
  it("all load without errors", () => {
    expect(load.errors.map((entry) => entry.error.message)).toEqual([]);
  });

  it("cover every built-in role with at least three fixtures, 120 or more in all", () => {
    const builtIn = load.roles.filter((entry) => entry.kind === "built-in");
    expect(builtIn.map((entry) => entry.role)).toEqual(listRoles());
    for (const entry of builtIn) expect(entry.fixtures.length, entry.role).toBeGreaterThanOrEqual(3);
    expect(builtIn.reduce((sum, entry) => sum + entry.fixtures.length, 0)).toBeGreaterThanOrEqual(120);
  });

  it("expect or forbid an escalation in at least one fixture per built-in role", () => {
    for (const entry of load.roles.filter((role) => role.kind === "built-in")) {
      const decided = entry.fixtures.filter(
        (fixture) => fixture.expect.escalation !== undefined || fixture.expect.urgency,
      );
      expect(decided.length, entry.role).toBeGreaterThanOrEqual(1);
    }
  });

  it("cover every sample directory role with text expectations", () => {
    const withFixtures = load.roles.filter((entry) => entry.kind === "directory").map((entry) => entry.role);
    expect(withFixtures).toEqual(directory.loaded.map((role) => role.name).sort());
  });
});

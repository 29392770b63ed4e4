// Every fixture file in the repository (evals/ and the sample roles/) loads cleanly against the
// format and its role's keys; each built-in role has at least three fixtures, at least one of
// which expects or forbids an escalation.
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listRoles } from "../pattern";
import { evalContentProblems, loadEvals } from "./evals";
import { loadFromDir } from "./directory-roles";
import { createDirectoryRoleRegistry } from "../directory-roles/registry";

const root = path.resolve(__dirname, "../../..");
const directory = loadFromDir(path.join(root, "roles"), { registry: createDirectoryRoleRegistry() });
const load = loadEvals({ root, directoryRoles: directory.loaded });

describe("the repository's eval fixtures", () => {
  it("load without errors, at least three per built-in role, each role with an escalation decided", () => {
    expect(evalContentProblems(load)).toEqual([]);
  });

  it("hold 120 or more fixtures for the built-in roles", () => {
    const builtIn = load.roles.filter((entry) => entry.kind === "built-in");
    expect(builtIn.map((entry) => entry.role)).toEqual(listRoles());
    expect(builtIn.reduce((sum, entry) => sum + entry.fixtures.length, 0)).toBeGreaterThanOrEqual(120);
  });

  it("cover every sample directory role with text expectations", () => {
    const withFixtures = load.roles.filter((entry) => entry.kind === "directory").map((entry) => entry.role);
    expect(withFixtures).toEqual(directory.loaded.map((role) => role.name).sort());
  });
});

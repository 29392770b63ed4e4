import { describe, expect, it } from "vitest";

import { CastsError } from "../core/errors";
import { collectDirectoryRoles } from "./collect";
import { defineDirectoryRole } from "./directory-role";
import type { RoleDirectorySource } from "./parse-directory";
import { createDirectoryRoleRegistry, get, list, register, directoryRoles } from "./registry";

const role = (name: string, path: string | null = null) =>
  defineDirectoryRole({ name, description: `${name} role.`, path });
const source = (directory: string): RoleDirectorySource => ({
  directory,
  files: { "description.md": { kind: "bytes", bytes: new TextEncoder().encode(`${directory}.`) } },
});

describe("createDirectoryRoleRegistry", () => {
  it("registers, gets and lists roles sorted by name, upper and lower case alike", () => {
    const registry = createDirectoryRoleRegistry();
    registry.register(role("Zeta"));
    registry.register(role("beta"));
    registry.register(role("Alpha"));
    expect(registry.get("Alpha")?.description).toBe("Alpha role.");
    expect(registry.get("Missing")).toBeUndefined();
    expect(registry.list().map((entry) => entry.name)).toEqual(["Alpha", "beta", "Zeta"]);
    expect(registry.list()).not.toBe(registry.list());
  });

  it("refuses a built-in role's name", () => {
    const registry = createDirectoryRoleRegistry();
    expect(() => registry.register(role("analyst"))).toThrow(
      new CastsError("ROLE_DIR_INVALID", "Directory role 'analyst' clashes with the built-in role 'analyst'"),
    );
  });

  it("refuses a second role of the same name from elsewhere, but replaces one from the same path", () => {
    const registry = createDirectoryRoleRegistry();
    registry.register(role("Writer", "/a/roles/Writer"));
    expect(() => registry.register(role("Writer", "/b/roles/acme.Writer"))).toThrow(
      "Directory role 'Writer' (from /b/roles/acme.Writer) clashes with the registered role 'Writer' (from /a/roles/Writer)",
    );
    expect(() => registry.register(role("Writer"))).toThrow(/\(defined in code\) clashes/);
    const reloaded = role("Writer", "/a/roles/Writer");
    registry.register(reloaded);
    expect(registry.get("Writer")).toBe(reloaded);
  });

  it("accepts only roles made by defineDirectoryRole or the loader", () => {
    const registry = createDirectoryRoleRegistry();
    expect(() => registry.register({ ...role("Copy") })).toThrow(/expected a directory role/);
  });

  it("unregisters and clears", () => {
    const registry = createDirectoryRoleRegistry();
    registry.register(role("One"));
    registry.register(role("Two"));
    expect(registry.unregister("One")).toBe(true);
    expect(registry.unregister("One")).toBe(false);
    registry.clear();
    expect(registry.list()).toEqual([]);
  });
});

describe("register, get and list", () => {
  it("use the shared registry", () => {
    const shared = role("SharedRegistryProbe");
    register(shared);
    expect(get("SharedRegistryProbe")).toBe(shared);
    expect(list()).toContain(shared);
    directoryRoles.unregister("SharedRegistryProbe");
  });
});

describe("collectDirectoryRoles", () => {
  it("loads the good directories in name order, not folder order, and skips the bad ones with reasons", () => {
    const { loaded, skipped } = collectDirectoryRoles([
      source("team.zeta.Alpha"),
      source("ops.Beta"),
      source("charlie"),
      { directory: "Empty", files: {} },
      { directory: "A.Empty", files: {} },
    ]);
    expect(loaded.map((entry) => [entry.directory, entry.name])).toEqual([
      ["team.zeta.Alpha", "Alpha"],
      ["ops.Beta", "Beta"],
      ["charlie", "charlie"],
    ]);
    // Folders that did not load may give no name: they stay in folder order.
    expect(skipped.map((entry) => entry.directory)).toEqual(["A.Empty", "Empty"]);
  });

  it("skips a name taken by a built-in role", () => {
    const { loaded, skipped } = collectDirectoryRoles([source("analyst"), source("acme.critic")]);
    expect(loaded).toEqual([]);
    expect(skipped.map((entry) => entry.reasons)).toEqual([
      ["the name 'critic' is taken by a built-in role; rename the directory"],
      ["the name 'analyst' is taken by a built-in role; rename the directory"],
    ]);
  });

  it("skips every directory that gives the same name, each naming the others", () => {
    const { loaded, skipped } = collectDirectoryRoles([
      source("Triage"),
      source("acme.Triage"),
      source("b.Triage"),
      source("Other"),
    ]);
    expect(loaded.map((entry) => entry.name)).toEqual(["Other"]);
    expect(skipped.map((entry) => [entry.directory, entry.reasons[0]])).toEqual([
      ["Triage", "the name 'Triage' is also given by 'acme.Triage', 'b.Triage'; role names must be unique"],
      ["acme.Triage", "the name 'Triage' is also given by 'Triage', 'b.Triage'; role names must be unique"],
      ["b.Triage", "the name 'Triage' is also given by 'Triage', 'acme.Triage'; role names must be unique"],
    ]);
  });

  it("counts a broken directory in the clash, so the good one is not silently the winner", () => {
    const { loaded, skipped } = collectDirectoryRoles([
      source("Triage"),
      { directory: "x.Triage", files: {} },
    ]);
    expect(loaded).toEqual([]);
    expect(skipped[1]?.reasons).toEqual([
      "the name 'Triage' is also given by 'Triage'; role names must be unique",
      'description.md: missing (a role needs description.md or a "description" in config.json)',
    ]);
  });
});

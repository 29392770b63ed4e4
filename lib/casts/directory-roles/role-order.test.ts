import { describe, expect, it } from "vitest";

import { listRoles } from "../pattern";
import { compareDirectoryRoles } from "./role-order";

const at = (name: string, directory: string | null = name, path: string | null = null) => ({
  name,
  directory,
  path,
});
const names = (roles: readonly { name: string }[]) => roles.map((role) => role.name);

describe("compareDirectoryRoles", () => {
  it("orders by name, whatever the folders are called", () => {
    const roles = [at("Beta", "ops.Beta"), at("Alpha", "team.zeta.Alpha")];
    expect(names([...roles].sort(compareDirectoryRoles))).toEqual(["Alpha", "Beta"]);
  });

  it("reads upper and lower case alike, then puts the capital first", () => {
    const roles = [at("zeta-review"), at("alpha"), at("Beta"), at("Alpha"), at("_draft"), at("2fa-audit")];
    expect(names(roles.sort(compareDirectoryRoles))).toEqual([
      "2fa-audit",
      "_draft",
      "Alpha",
      "alpha",
      "Beta",
      "zeta-review",
    ]);
  });

  it("breaks a tie of names by folder, then by path", () => {
    const roles = [
      at("Triage", "support.Triage", "/b/roles/support.Triage"),
      at("Triage", "acme.Triage", "/b/roles/acme.Triage"),
      at("Triage", "acme.Triage", "/a/roles/acme.Triage"),
      at("Triage", null, null),
    ];
    expect(roles.sort(compareDirectoryRoles).map((role) => role.path)).toEqual([
      null,
      "/a/roles/acme.Triage",
      "/b/roles/acme.Triage",
      "/b/roles/support.Triage",
    ]);
  });

  it("is the built-in roles' own order on their names", () => {
    const builtIn = listRoles();
    const shuffled = [...builtIn].reverse().map((name) => at(name, null));
    expect(names(shuffled.sort(compareDirectoryRoles))).toEqual(builtIn);
  });
});

// casts list: the built-in names by default, whatever CASTS_ROLES_DIR says; with --roles, the
// directory roles of that folder after them (the folder `casts import --out` wrote).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { listModes, listRoles } from "../../lib/casts";
import { createDirectoryRoleRegistry } from "../../lib/casts/directory-roles";
import { loadFromDir } from "../../lib/casts/node";
import { captureCli } from "../../test-support/run-cli";
import { PROJECT_ROOT } from "../context";

const FIXTURE_ROLES = path.join(PROJECT_ROOT, "lib/casts/directory-roles/__fixtures__/roles");
const fixtures = loadFromDir(FIXTURE_ROLES, { registry: createDirectoryRoleRegistry() });
const fixtureNames = fixtures.loaded.map((role) => role.name);

describe("casts list", () => {
  it("prints the built-in names only without --roles, even with CASTS_ROLES_DIR set", async () => {
    const lines = (names: readonly string[]) => names.map((name) => `${name}\n`).join("");
    for (const env of [{}, { CASTS_ROLES_DIR: FIXTURE_ROLES }]) {
      expect(await captureCli(["list", "roles"], { env })).toEqual({
        code: 0,
        out: lines(listRoles()),
        err: "",
      });
      expect(await captureCli(["list", "modes"], { env })).toEqual({
        code: 0,
        out: lines(listModes()),
        err: "",
      });
    }
  });

  it("adds the directory roles of --roles after the built-in names, skipped folders on stderr", async () => {
    const result = await captureCli(["list", "roles", "--roles", FIXTURE_ROLES]);
    expect(result.code).toBe(0);
    expect(result.out).toBe([...listRoles(), ...fixtureNames].map((name) => `${name}\n`).join(""));
    expect(fixtureNames).toContain("Full");
    const skippedLines = result.err.trimEnd().split("\n");
    expect(skippedLines).toHaveLength(fixtures.skipped.length);
    expect(skippedLines).toContain(
      "casts list: skipped NoDescription: description.md: missing " +
        '(a role needs description.md or a "description" in config.json)',
    );
    const json = await captureCli(["list", "--json", "roles", "--roles", FIXTURE_ROLES]);
    expect(JSON.parse(json.out)).toEqual([...listRoles(), ...fixtureNames]);
  });

  it("lists the directory roles by name, upper and lower case alike, whatever their folders are called", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "casts-list-order-"));
    try {
      for (const folder of ["ops.beta", "team.zeta.Alpha", "Gamma"]) {
        mkdirSync(path.join(dir, folder));
        writeFileSync(path.join(dir, folder, "description.md"), `${folder}.\n`);
      }
      const json = await captureCli(["list", "--json", "roles", "--roles", dir]);
      expect(JSON.parse(json.out)).toEqual([...listRoles(), "Alpha", "beta", "Gamma"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("refuses --roles with modes (exit 2) and a folder that cannot be read (exit 1)", async () => {
    expect(await captureCli(["list", "modes", "--roles", FIXTURE_ROLES])).toEqual({
      code: 2,
      out: "",
      err:
        "casts list: --roles goes with 'list roles': directory roles add no modes\n" +
        "Usage: casts list roles|modes [--json] [--roles <dir>]\n",
    });
    const missing = path.join(PROJECT_ROOT, "no-such-roles-folder");
    expect(await captureCli(["list", "roles", "--roles", missing])).toEqual({
      code: 1,
      out: "",
      err: `casts: ${missing}: cannot read the roles directory: no such file or directory\n`,
    });
  });
});

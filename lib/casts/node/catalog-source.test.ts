import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, describe, expect, it, vi } from "vitest";

import { CastsError } from "../core/errors";
import { buildCatalog } from "./index";
import { loadSourcePack, resolveCatalogSource } from "./catalog-source";

const cwd = path.resolve("/srv/project");
const root = path.resolve("/opt/casts");

describe("resolveCatalogSource", () => {
  it("uses roles/ and packs/default.yaml under the root when nothing is set", () => {
    expect(resolveCatalogSource({ env: {}, cwd, root })).toEqual({
      rolesDir: path.join(root, "roles"),
      packPath: path.join(root, "packs", "default.yaml"),
      rolesFrom: "default",
      packFrom: "default",
    });
  });

  it("takes the root to be the working directory when none is given", () => {
    expect(resolveCatalogSource({ cwd }).rolesDir).toBe(path.join(cwd, "roles"));
  });

  it("reads CASTS_ROLES_DIR and CASTS_PACK, relative to the working directory", () => {
    const source = resolveCatalogSource({
      env: { CASTS_ROLES_DIR: "team/roles", CASTS_PACK: "/etc/team.yaml" },
      cwd,
      root,
    });
    expect(source).toEqual({
      rolesDir: path.join(cwd, "team/roles"),
      packPath: path.resolve("/etc/team.yaml"),
      rolesFrom: "env",
      packFrom: "env",
    });
  });

  it("treats an empty variable as unset", () => {
    const source = resolveCatalogSource({ env: { CASTS_ROLES_DIR: "", CASTS_PACK: "" }, cwd, root });
    expect([source.rolesFrom, source.packFrom]).toEqual(["default", "default"]);
  });

  it("lets --roles and --pack win over the variables, each on its own", () => {
    const env = { CASTS_ROLES_DIR: "env-roles", CASTS_PACK: "env.yaml" };
    expect(resolveCatalogSource({ env, flags: { roles: "flag-roles" }, cwd, root })).toEqual({
      rolesDir: path.join(cwd, "flag-roles"),
      packPath: path.join(cwd, "env.yaml"),
      rolesFrom: "flag",
      packFrom: "env",
    });
    expect(resolveCatalogSource({ env, flags: { pack: "flag.yaml" }, cwd, root })).toMatchObject({
      rolesDir: path.join(cwd, "env-roles"),
      packPath: path.join(cwd, "flag.yaml"),
      packFrom: "flag",
    });
  });

  it("returns a frozen object", () => {
    expect(Object.isFrozen(resolveCatalogSource({ cwd }))).toBe(true);
  });
});

describe("loadSourcePack", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "casts-source-"));
  const missing = path.join(dir, "missing.yaml");

  it("loads a named pack, taking its name from the file's stem", () => {
    const file = path.join(dir, "team.yaml");
    writeFileSync(file, "roles:\n  analyst:\n    effort: high\n");
    const pack = loadSourcePack(resolveCatalogSource({ flags: { pack: file }, cwd: dir }));
    expect(pack?.name).toBe("team");
    expect(pack?.config("analyst")?.effort).toBe("high");
  });

  it("throws for a named pack that cannot be read", () => {
    expect(() => loadSourcePack(resolveCatalogSource({ env: { CASTS_PACK: missing }, cwd: dir }))).toThrow(
      CastsError,
    );
  });

  it("gives null for a missing default pack", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect(loadSourcePack(resolveCatalogSource({ cwd: dir }))).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe("buildCatalog", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("takes the role settings from CASTS_PACK when it is set", () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), "casts-env-")), "team.yaml");
    writeFileSync(file, "roles:\n  critic:\n    effort: low\n");
    vi.stubEnv("CASTS_PACK", file);
    const roles = buildCatalog().roles;
    expect(roles.find((role) => role.name === "critic")?.config?.effort).toBe("low");
    expect(roles.find((role) => role.name === "analyst")?.config).toBeNull();
  });
});

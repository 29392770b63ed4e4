// The site's per-item data files (data-files.ts) as the post-build step writes them: every URL the
// contract names (/export/<target>/<file>, /compose/roles/<role>.json, /evals/<role>.json) and the
// JSON Schemas, with the content the library gives for them, for the repository's catalog and for a
// team's folder and pack; and the writer, which leaves no stale file in the folders it owns.
// (What the built site holds at those URLs is checked on the e2e build by built-pages.test.ts.)
import { spawnSync } from "node:child_process";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { EMISSION_MODELS, emissionJsonSchema, listRoles, Role } from "@/lib/casts";
import { STATIC_EXPORT_TARGETS, staticExport, staticExportUrl } from "@/lib/casts/export";
import {
  buildCatalog,
  loadDefaultPack,
  loadSourceDirectoryRoles,
  resolveCatalogSource,
} from "@/lib/casts/node";
import { fixturesFor, loadEvals } from "@/lib/casts/node/evals";
import { composerIndexFile } from "@/lib/composer/build/composer-payload";
import { roleBodyFileSchema } from "@/lib/composer/build/payload-schema";
import { COMPOSER_INDEX_URL, DIRECTORY_BODIES_URL, DIRECTORY_INDEX_URL } from "@/lib/composer/payload";
import { analysePack } from "@/lib/pack-lab/analyse-pack";
import { DIRECTORY_ROLE_INDEX_URL } from "@/lib/site/directory-role-list";
import { SITE_PACK_YAML_HREF } from "@/lib/site/build/site-source";
import { PACK_LAB_REPORT_URL } from "@/components/pack-lab/pack-lab-data";

import {
  TEAM_PACK,
  TEAM_ROLE_SKIPPED,
  TEAM_ROLES_LOADED,
  writeTeamCatalog,
} from "../e2e/fixtures/team-catalog";
import * as dataFiles from "./data-files";
import type { DataFile } from "./data-files";

const byPath = (files: readonly DataFile[]) => new Map(files.map((file) => [file.path, file.content]));
const parsed = (files: ReadonlyMap<string, string>, file: string): unknown => {
  const content = files.get(file);
  if (content === undefined) throw new Error(`no data file ${file}`);
  return JSON.parse(content);
};
const pretty = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

describe("the repository's catalog (roles/, packs/default.yaml)", () => {
  const pack = loadDefaultPack();
  const directoryRoles = loadSourceDirectoryRoles(resolveCatalogSource({ env: {} })).loaded;
  const everyRole = [...listRoles(), ...directoryRoles.map((role) => role.name)];

  it("has one export per built-in role and static target, at the URL the pages link to, with its default export", () => {
    const exports = byPath(dataFiles.exportFiles());
    expect(exports.size).toBe(listRoles().length * STATIC_EXPORT_TARGETS.length);
    for (const target of STATIC_EXPORT_TARGETS)
      for (const role of listRoles()) {
        const expected = staticExport(role, target, pack);
        const file = `export/${target}/${expected.file}`;
        expect(`/${file}`, `${target} ${role}`).toBe(staticExportUrl(target, expected.file));
        expect(exports.get(file), file).toBe(expected.content);
      }
    expect(exports.get("export/claude-code/critic.md")).toMatch(/^---\nname: critic\n/);
    expect(exports.get("export/agent-skill/critic/SKILL.md")).toMatch(/^---\nname: critic\n/);
  });

  it("has each role's body for the composer, built-in and directory roles alike, as compact JSON", () => {
    const files = byPath(dataFiles.composerRoleFiles());
    expect(directoryRoles.length).toBeGreaterThan(0);
    expect([...files.keys()].sort()).toEqual(everyRole.map((name) => `compose/roles/${name}.json`).sort());
    for (const role of buildCatalog().roles)
      expect(files.get(`compose/roles/${role.name}.json`), role.name).toBe(
        JSON.stringify({ name: role.name, body: role.body }),
      );
    for (const role of directoryRoles) {
      const body = roleBodyFileSchema.parse(parsed(files, `compose/roles/${role.name}.json`));
      expect(body.name).toBe(role.name);
      // A folder's system_prompt.md is the body as written (a folder may name its prompt otherwise).
      const prompt = path.join(role.path ?? "", "system_prompt.md");
      if (existsSync(prompt)) expect(body.body, role.name).toBe(readFileSync(prompt, "utf8"));
      else expect(body.body, role.name).toBe(role.systemPrompt ?? "");
    }
  });

  it("has each role's eval fixtures as parsed, and an empty list for a role without any", () => {
    const files = byPath(dataFiles.evalFiles());
    expect([...files.keys()].sort()).toEqual(everyRole.map((name) => `evals/${name}.json`).sort());
    const load = loadEvals();
    expect(files.get("evals/reviewer.json")).toBe(
      pretty({
        role: "reviewer",
        kind: "built-in",
        source: "evals/reviewer.yaml",
        fixtures: fixturesFor(load, "reviewer"),
      }),
    );
    expect(fixturesFor(load, "reviewer").length).toBeGreaterThan(0);
    const withFixtures = parsed(files, "evals/DataEngineer.json") as {
      kind: string;
      source: string;
      fixtures: unknown[];
    };
    expect(withFixtures).toMatchObject({ kind: "directory", source: "roles/DataEngineer/evals.yaml" });
    expect(withFixtures.fixtures).toEqual(JSON.parse(JSON.stringify(fixturesFor(load, "DataEngineer"))));
  });

  it("has each emission model's JSON Schema and each emitting role's response schema", () => {
    const files = byPath(dataFiles.schemaFiles());
    for (const model of EMISSION_MODELS)
      expect(files.get(`schemas/${model.name}.json`), model.name).toBe(
        pretty({ $schema: "https://json-schema.org/draft/2020-12/schema", ...emissionJsonSchema(model) }),
      );
    const emitting = listRoles().filter((name) => Role.load(name).emissionOperable() !== null);
    expect(emitting).toContain("architect");
    expect(files.size).toBe(EMISSION_MODELS.length + emitting.length);
    expect(files.get("schemas/roles/architect.json")).toBe(
      pretty(Role.load("architect").emissionOperable()?.jsonSchema()),
    );
  });

  it("has the catalog-wide files at the URLs the pages and islands fetch, made by the library", () => {
    const files = byPath(dataFiles.catalogWideFiles());
    expect([...files.keys()].map((file) => `/${file}`).sort()).toEqual(
      [
        "/catalog.json",
        "/llms.txt",
        "/directory-roles.json",
        DIRECTORY_ROLE_INDEX_URL,
        COMPOSER_INDEX_URL,
        DIRECTORY_INDEX_URL,
        DIRECTORY_BODIES_URL,
        SITE_PACK_YAML_HREF,
        PACK_LAB_REPORT_URL,
      ].sort(),
    );
    expect(files.get("catalog.json")).toBe(pretty(buildCatalog()));
    expect(files.get("packs/pack.yaml")).toBe(readFileSync(path.join("packs", "default.yaml"), "utf8"));
    expect(parsed(files, "packs/lab/report.json")).toEqual(
      JSON.parse(
        JSON.stringify(analysePack(files.get("packs/pack.yaml") ?? "", files.get("packs/pack.yaml") ?? "")),
      ),
    );
    expect(parsed(files, COMPOSER_INDEX_URL.slice(1))).toEqual(
      JSON.parse(JSON.stringify(composerIndexFile())),
    );
    const listed = parsed(files, "directory-roles.json") as { roles: { name: string }[] };
    expect(listed.roles.map((role) => role.name)).toEqual(directoryRoles.map((role) => role.name));
    const index = parsed(files, DIRECTORY_ROLE_INDEX_URL.slice(1)) as { rows: { name: string }[] };
    expect(index.rows).toHaveLength(directoryRoles.length);
    // Every list of the directory roles (the list pages slice the loader's) is in one order, by name:
    // roles/acme.SupportTriage comes last by folder, but SupportTriage sorts among the S names.
    const order = directoryRoles.map((role) => role.name);
    const names = (file: string) =>
      (parsed(files, file.slice(1)) as { name: string }[]).map((role) => role.name);
    expect(index.rows.map((row) => row.name)).toEqual(order);
    expect(names(DIRECTORY_INDEX_URL)).toEqual(order);
    expect(names(DIRECTORY_BODIES_URL)).toEqual(order);
    expect(order.indexOf("SupportTriage")).toBeGreaterThan(-1);
    expect(order.indexOf("SupportTriage")).toBeLessThan(order.indexOf("ThreatModeler"));
    expect(files.get("llms.txt")).toContain("/catalog.json");
    // Served as the routes served them: the JSON Next made with Response.json() is compact.
    expect(files.get(DIRECTORY_BODIES_URL.slice(1))).toBe(
      JSON.stringify(JSON.parse(files.get(DIRECTORY_BODIES_URL.slice(1)) ?? "")),
    );
  });

  it("puts every per-item file in a folder the writer owns, each path once", () => {
    const files = dataFiles.siteDataFiles();
    const catalogWide = new Set(dataFiles.catalogWideFiles().map((file) => file.path));
    expect(new Set(files.map((file) => file.path)).size).toBe(files.length);
    for (const file of files.filter(({ path: at }) => !catalogWide.has(at)))
      expect(
        dataFiles.DATA_FILE_DIRS.some((dir) => file.path.startsWith(`${dir}/`)),
        file.path,
      ).toBe(true);
    for (const file of catalogWide)
      expect(
        dataFiles.DATA_FILE_DIRS.some((dir) => file.startsWith(`${dir}/`)),
        file,
      ).toBe(false);
  });
});

describe("a team's folder and pack (CASTS_ROLES_DIR, CASTS_PACK), as build/data-files.ts writes them", () => {
  const catalog = mkdtempSync(path.join(tmpdir(), "casts-data-files-"));
  const written = path.join(catalog, "public");
  const team = TEAM_ROLES_LOADED["payments.LedgerReviewer"];
  let files: ReadonlyMap<string, string>;
  let log = "";
  beforeAll(() => {
    writeTeamCatalog(catalog);
    // A process of its own, as `npm run dev` runs it: the catalog source is read once per process.
    const run = spawnSync(process.execPath, ["--import", "tsx", "build/data-files.ts", written], {
      encoding: "utf8",
      env: {
        ...process.env,
        CASTS_ROLES_DIR: path.join(catalog, "roles"),
        CASTS_PACK: path.join(catalog, TEAM_PACK.file),
      },
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^data files: \d+ written to /);
    log = run.stderr;
    files = new Map(
      readdirSync(written, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => {
          const full = path.join(entry.parentPath, entry.name);
          return [
            path.relative(written, full).split(path.sep).join("/"),
            readFileSync(full, "utf8"),
          ] as const;
        }),
    );
    // A Node and tsx start-up and the whole catalog: more than the default 10 s on a busy machine.
  }, 60_000);
  afterAll(() => rmSync(catalog, { recursive: true, force: true }));

  it("has the team's roles' bodies and evals, and nothing for the folder that did not load", () => {
    expect(parsed(files, `compose/roles/${team}.json`)).toEqual({
      name: team,
      body: readFileSync(path.join(catalog, "roles", "payments.LedgerReviewer", "system_prompt.md"), "utf8"),
    });
    expect(parsed(files, `evals/${team}.json`)).toEqual({
      role: team,
      kind: "directory",
      source: null,
      fixtures: [],
    });
    expect([...files.keys()].filter((file) => file.includes(TEAM_ROLE_SKIPPED))).toEqual([]);
    for (const name of Object.values(TEAM_ROLES_LOADED))
      expect(files.has(`evals/${name}.json`), name).toBe(true);
  });

  it("has the catalog-wide files of the team's pack and folder, and names the skipped folder once", () => {
    expect(files.get("packs/pack.yaml")).toBe(readFileSync(path.join(catalog, TEAM_PACK.file), "utf8"));
    const reviewer = (
      JSON.parse(files.get("catalog.json") ?? "") as { roles: { name: string }[] }
    ).roles.find((role) => role.name === TEAM_PACK.role);
    expect(JSON.stringify(reviewer)).toContain(TEAM_PACK.authority);
    const listed = parsed(files, "directory-roles.json") as { roles: { name: string }[] };
    const names = listed.roles.map((role) => role.name);
    for (const name of Object.values(TEAM_ROLES_LOADED)) expect(names, name).toContain(name);
    expect(names.filter((name) => name.includes(TEAM_ROLE_SKIPPED))).toEqual([]);
    expect(files.get("llms.txt")).toContain(team);
    expect(log.match(new RegExp(`directory roles: skipped ${TEAM_ROLE_SKIPPED}`, "g"))).toHaveLength(1);
  });

  it("exports the built-in roles with the team's pack", () => {
    const reviewer = files.get(`export/claude-code/${TEAM_PACK.role}.md`);
    expect(reviewer).toContain(`model: ${TEAM_PACK.model}`);
    expect(reviewer).toContain(TEAM_PACK.authority);
    expect(files.get("export/claude-code/critic.md")).not.toContain(TEAM_PACK.authority);
    expect([...files.keys()].filter((file) => file.startsWith("export/")).length).toBe(
      listRoles().length * STATIC_EXPORT_TARGETS.length,
    );
  });
});

describe("writeDataFiles", () => {
  const root = mkdtempSync(path.join(tmpdir(), "casts-data-files-out-"));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("writes each file's bytes, empties the folders it owns first and leaves the rest alone", () => {
    mkdirSync(path.join(root, "export", "old-target"), { recursive: true });
    writeFileSync(path.join(root, "export", "old-target", "gone.md"), "stale");
    mkdirSync(path.join(root, "compose", "roles"), { recursive: true });
    writeFileSync(path.join(root, "compose", "roles", "Removed.json"), "{}");
    writeFileSync(path.join(root, "compose", "index.json"), "kept");
    const files: DataFile[] = [
      { path: "export/claude-code/critic.md", content: "---\nname: critic — “quoted”\n" },
      { path: "export/agent-skill/critic/SKILL.md", content: "skill\n" },
      { path: "compose/roles/critic.json", content: '{"name":"critic","body":"b"}' },
    ];
    expect(dataFiles.writeDataFiles(root, files)).toBe(3);
    for (const file of files) expect(readFileSync(path.join(root, file.path), "utf8")).toBe(file.content);
    expect(existsSync(path.join(root, "export", "old-target"))).toBe(false);
    expect(existsSync(path.join(root, "compose", "roles", "Removed.json"))).toBe(false);
    expect(readFileSync(path.join(root, "compose", "index.json"), "utf8")).toBe("kept");
  });

  it("refuses a path that would leave its folder", () => {
    for (const bad of ["../evil.json", "evals/../../evil.json", "/abs.json", "evals//x.json"])
      expect(() => dataFiles.writeDataFiles(root, [{ path: bad, content: "" }]), bad).toThrow(
        /not a plain relative path/,
      );
  });
});

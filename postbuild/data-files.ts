// The site's data files and their writer. Per item, one per role, target or model: each built-in
// role's static export per file target (/export/<target>/<file>, contract §7a), each role's composer
// body (/compose/roles/<role>.json), each role's eval fixtures (/evals/<role>.json), each emission
// model's JSON Schema (/schemas/<Model>.json) and each emitting role's response schema
// (/schemas/roles/<role>.json). And the catalog-wide files: /catalog.json, /llms.txt,
// /directory-roles.json and its list's index, the composer's index files, the site's pack file and the
// pack lab's report of it. None of them is a Next route: Next made each with a request of its own
// (about 600 for the 40 built-in roles, two more per directory role), and each catalog-wide route was
// one more entry for Turbopack to compile on every build. The post-build step writes them into out/
// (postbuild/run.ts; build/site-steps.ts makes them while `next build` runs) and `npm run dev` into
// public/ (build/data-files.ts), from the same library functions the routes used. The pages link to
// them; the link check finds them. The per-item folders hold nothing else, so each is emptied first: no
// file of a role since removed (or of a dev server's public/ copy, which `next build` copies into out/)
// survives; the catalog-wide files have fixed names and are written over.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { EMISSION_MODELS, emissionJsonSchema, listRoles, Role } from "@/lib/casts/index";
import { staticExports } from "@/lib/casts/export/index";
import { buildCatalog } from "@/lib/casts/node";
import {
  composerIndexFile,
  composerRoleNames,
  directoryBodiesFile,
  directoryIndexFile,
  roleBodyFile,
} from "@/lib/composer/build/composer-payload";
import { COMPOSER_INDEX_URL, DIRECTORY_BODIES_URL, DIRECTORY_INDEX_URL } from "@/lib/composer/payload";
import { prettyJson } from "@/lib/site/json";
import { DIRECTORY_ROLE_INDEX_URL, type DirectoryRoleIndex } from "@/lib/site/directory-role-list";
import { directoryRolesJson } from "@/lib/site/build/directory-roles-json";
import { evalJson, evalJsonRoles } from "@/lib/site/build/evals";
import { buildLlmsTxt } from "@/lib/site/build/llms-txt";
import { sitePackReport } from "@/lib/site/build/site-pack-report";
import {
  getSiteDirectoryRoles,
  getSitePack,
  getSitePackText,
  SITE_PACK_YAML_HREF,
  sitePackHref,
  siteRolesLabel,
} from "@/lib/site/build/site-source";
import { PACK_LAB_REPORT_URL } from "@/components/pack-lab/pack-lab-data";
import { directoryRoleListRow } from "@/lib/site/build/directory-role-rows";

/** One data file of the export: its path below out/ ("/"-separated, no leading slash) and its text. */
export interface DataFile {
  readonly path: string;
  readonly content: string;
}

/** The folders of out/ that hold the per-item files and nothing else. */
export const DATA_FILE_DIRS: readonly string[] = Object.freeze([
  "export",
  "compose/roles",
  "evals",
  "schemas",
]);

/** Each built-in role's default export per static file target, the first role's where two share a name. */
export function exportFiles(): DataFile[] {
  const files = new Map<string, DataFile>();
  for (const entry of staticExports(getSitePack())) {
    const file = `export/${entry.target}/${entry.file}`;
    if (!files.has(file)) files.set(file, { path: file, content: entry.content });
  }
  return [...files.values()];
}

/** Each role's body for the composer (built-in and directory roles), as compact JSON. */
export function composerRoleFiles(): DataFile[] {
  return composerRoleNames().map((name) => {
    const body = roleBodyFile(name);
    if (!body) throw new Error(`no composer body for ${name}`);
    return { path: `compose/roles/${name}.json`, content: JSON.stringify(body) };
  });
}

/** Each role's eval fixtures as parsed, an empty list for a role without any (docs/evals.md). */
export function evalFiles(): DataFile[] {
  return evalJsonRoles().map((name) => ({ path: `evals/${name}.json`, content: prettyJson(evalJson(name)) }));
}

/** Each emission model's JSON Schema, and the whole response schema of each role that emits. */
export function schemaFiles(): DataFile[] {
  const models = EMISSION_MODELS.map((model) => ({
    path: `schemas/${model.name}.json`,
    content: prettyJson({
      $schema: "https://json-schema.org/draft/2020-12/schema",
      ...emissionJsonSchema(model),
    }),
  }));
  const roles = listRoles().flatMap((name) => {
    const operable = Role.load(name).emissionOperable();
    return operable
      ? [{ path: `schemas/roles/${name}.json`, content: prettyJson(operable.jsonSchema()) }]
      : [];
  });
  return [...models, ...roles];
}

/** A site URL ("/catalog.json") as a data file's path. */
const fileAt = (url: string) => url.replace(/^\//, "");

/**
 * The catalog-wide files, each at the URL the pages and islands fetch it by: the catalog
 * (buildCatalog(), indented), the plain-text index (/llms.txt), the directory roles with their texts and
 * settings and the short rows of their list's filter, the composer's index of roles and modes and its
 * directory roles' index and bodies, the site's pack exactly as written (empty without one) and the
 * pack lab's report of it. Each skipped directory-role folder is named on the build's log once, here.
 */
export function catalogWideFiles(): DataFile[] {
  const directoryRoles = getSiteDirectoryRoles();
  for (const skipped of directoryRoles.skipped)
    console.warn(`directory roles: skipped ${skipped.directory}: ${skipped.reasons.join("; ")}`);
  const roleIndex: DirectoryRoleIndex = {
    folder: siteRolesLabel(),
    rows: directoryRoles.loaded.map(directoryRoleListRow),
  };
  return [
    { path: "catalog.json", content: prettyJson(buildCatalog()) },
    {
      path: "llms.txt",
      content: buildLlmsTxt({
        pack: { href: sitePackHref(), name: getSitePack()?.name ?? "default" },
        directoryRoles: directoryRoles.loaded,
      }),
    },
    {
      path: "directory-roles.json",
      content: prettyJson(directoryRolesJson(directoryRoles)),
    },
    { path: fileAt(DIRECTORY_ROLE_INDEX_URL), content: JSON.stringify(roleIndex) },
    { path: fileAt(COMPOSER_INDEX_URL), content: JSON.stringify(composerIndexFile()) },
    { path: fileAt(DIRECTORY_INDEX_URL), content: JSON.stringify(directoryIndexFile()) },
    { path: fileAt(DIRECTORY_BODIES_URL), content: JSON.stringify(directoryBodiesFile()) },
    { path: fileAt(SITE_PACK_YAML_HREF), content: getSitePackText() ?? "" },
    { path: fileAt(PACK_LAB_REPORT_URL), content: JSON.stringify(sitePackReport().report) },
  ];
}

/** Every data file of the site, for the build's catalog (CASTS_ROLES_DIR, CASTS_PACK). */
export function siteDataFiles(): DataFile[] {
  return [...catalogWideFiles(), ...exportFiles(), ...composerRoleFiles(), ...evalFiles(), ...schemaFiles()];
}

/** Empties the data-file folders under `root` and writes `files` there; returns how many it wrote. */
export function writeDataFiles(root: string, files: readonly DataFile[]): number {
  for (const dir of DATA_FILE_DIRS) rmSync(path.join(root, dir), { recursive: true, force: true });
  const made = new Set<string>();
  for (const file of files) {
    const segments = file.path.split("/");
    if (segments.some((segment) => segment === "" || segment === "." || segment === ".."))
      throw new Error(`data file path ${JSON.stringify(file.path)} is not a plain relative path`);
    const full = path.join(root, ...segments);
    const dir = path.dirname(full);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    writeFileSync(full, file.content);
  }
  return files.length;
}

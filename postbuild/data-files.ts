// The site's per-item data files, one per role, target or model, and their writer: each built-in
// role's static export per file target (/export/<target>/<file>, contract §7a), each role's composer
// body (/compose/roles/<role>.json), each role's eval fixtures (/evals/<role>.json), each emission
// model's JSON Schema (/schemas/<Model>.json) and each emitting role's response schema
// (/schemas/roles/<role>.json). They are not Next routes: Next made each with a request of its own
// (about 600 for the 40 built-in roles, two more per directory role), so the post-build step writes
// them into out/ (postbuild/run.ts; build/site-steps.ts makes them while `next build` runs) and
// `npm run dev` into public/ (build/data-files.ts), from the same library functions the routes used.
// The pages link to them; the link check finds them. Their folders hold nothing else, so each is
// emptied first: no file of a role since removed (or of a dev server's public/ copy, which
// `next build` copies into out/) survives.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

import { EMISSION_MODELS, emissionJsonSchema, listRoles, Role } from "@/lib/casts/index";
import { staticExports } from "@/lib/casts/export/index";
import { composerRoleNames, roleBodyFile } from "@/lib/composer/build/composer-payload";
import { prettyJson } from "@/lib/site/json";
import { evalJson, evalJsonRoles } from "@/lib/site/build/evals";
import { getSitePack } from "@/lib/site/build/site-source";

/** One data file of the export: its path below out/ ("/"-separated, no leading slash) and its text. */
export interface DataFile {
  readonly path: string;
  readonly content: string;
}

/** The folders of out/ that hold these files and nothing else. */
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

/** Every data file of the site, for the build's catalog (CASTS_ROLES_DIR, CASTS_PACK). */
export function siteDataFiles(): DataFile[] {
  return [...exportFiles(), ...composerRoleFiles(), ...evalFiles(), ...schemaFiles()];
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

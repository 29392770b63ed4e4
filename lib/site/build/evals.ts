import "server-only";

import path from "node:path";

import { listRoles } from "@/lib/casts";
import type { EvalFixture } from "@/lib/casts/evals/fixture-schema";
import { loadEvals, type EvalLoad } from "@/lib/casts/node/evals";
import { getSiteDirectoryRoles } from "@/lib/site/build/site-source";

// Build-time view of the eval fixtures (evals/<role>.yaml, roles/<Folder>/evals.yaml) for role
// pages and /evals/<role>.json, read once per build worker. A broken file is named in the build log
// and its role shows no fixtures; `npm run check:content` and the unit tests fail on it.

export { fieldKinds } from "@/lib/casts/evals/context";

let load: EvalLoad | undefined;

export function getSiteEvals(): EvalLoad {
  if (!load) {
    load = loadEvals({ directoryRoles: getSiteDirectoryRoles().loaded });
    for (const { error } of load.errors) console.warn(`eval fixtures: ${error.message}`);
  }
  return load;
}

/** Where a role's fixtures came from and the fixtures; null when the role has none. */
export function getRoleEvals(
  role: string,
): { readonly file: string; readonly fixtures: readonly EvalFixture[] } | null {
  const entry = getSiteEvals().roles.find((candidate) => candidate.role === role);
  return entry ? { file: shownPath(entry.file), fixtures: entry.fixtures } : null;
}

/** A fixture file as a page shows it: the build machine's absolute paths are not published. */
export function shownPath(file: string): string {
  if (!path.isAbsolute(file)) return file;
  return `roles/${path.basename(path.dirname(file))}/${path.basename(file)}`;
}

/** The roles that get `/evals/<role>.json`: every built-in role and every loaded directory role. */
export function evalJsonRoles(): string[] {
  return [...listRoles(), ...getSiteDirectoryRoles().loaded.map((role) => role.name)];
}

/** The `/evals/<role>.json` payload: the parsed fixtures, empty when the role has none. */
export function evalJson(role: string): Record<string, unknown> {
  const entry = getSiteEvals().roles.find((candidate) => candidate.role === role);
  return {
    role,
    kind: listRoles().includes(role) ? "built-in" : "directory",
    source: entry ? shownPath(entry.file) : null,
    fixtures: entry?.fixtures ?? [],
  };
}

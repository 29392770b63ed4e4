import path from "node:path";

import { listRoles } from "@/lib/casts";
import type { EvalFixture } from "@/lib/casts/evals/fixture-schema";
import { loadEvals, type EvalLoad } from "@/lib/casts/node/evals";
import { sharedValue } from "@/lib/site/build/build-shared";
import { getSiteDirectoryRoles } from "@/lib/site/build/site-source";

// Build-time view of the eval fixtures (evals/<role>.yaml, roles/<Folder>/evals.yaml) for role
// pages and /evals/<role>.json, read once per build worker. A broken file is named in the build log
// and its role shows no fixtures; `npm run check:content` and the unit tests fail on it. Free of
// "server-only": the post-build step writes /evals/<role>.json from here outside Next (data-files.ts).

export { fieldKinds } from "@/lib/casts/evals/context";

let load: EvalLoad | undefined;
let byRole: Map<string, EvalLoad["roles"][number]> | undefined;
let jsonRoles: { readonly list: string[]; readonly names: ReadonlySet<string> } | undefined;

export function getSiteEvals(): EvalLoad {
  if (!load) {
    // `make build` reads them once for all its page workers when every file is sound (shared-work.ts).
    load = sharedValue("evals", "", () => {
      const fresh = loadEvals({ directoryRoles: getSiteDirectoryRoles().loaded });
      for (const { error } of fresh.errors) console.warn(`eval fixtures: ${error.message}`);
      return fresh;
    });
  }
  return load;
}

/** A role's entry of the load (the first, as a search in file order found it); one lookup per page. */
function evalEntry(role: string): EvalLoad["roles"][number] | undefined {
  if (!byRole) {
    byRole = new Map();
    for (const entry of getSiteEvals().roles) if (!byRole.has(entry.role)) byRole.set(entry.role, entry);
  }
  return byRole.get(role);
}

/** Where a role's fixtures came from and the fixtures; null when the role has none. */
export function getRoleEvals(
  role: string,
): { readonly file: string; readonly fixtures: readonly EvalFixture[] } | null {
  const entry = evalEntry(role);
  return entry ? { file: shownPath(entry.file), fixtures: entry.fixtures } : null;
}

/** A fixture file as a page shows it: the build machine's absolute paths are not published. */
export function shownPath(file: string): string {
  if (!path.isAbsolute(file)) return file;
  return `roles/${path.basename(path.dirname(file))}/${path.basename(file)}`;
}

/** The roles that get `/evals/<role>.json`: every built-in role and every loaded directory role. */
export function evalJsonRoles(): string[] {
  return [...evalJsonNames().list];
}

/** Whether `/evals/<role>.json` exists for the role (a set lookup: a build asks once per role). */
export function hasEvalJson(role: string): boolean {
  return evalJsonNames().names.has(role);
}

function evalJsonNames(): { readonly list: string[]; readonly names: ReadonlySet<string> } {
  if (!jsonRoles) {
    const list = [...listRoles(), ...getSiteDirectoryRoles().loaded.map((role) => role.name)];
    jsonRoles = { list, names: new Set(list) };
  }
  return jsonRoles;
}

/** The `/evals/<role>.json` payload: the parsed fixtures, empty when the role has none. */
export function evalJson(role: string): Record<string, unknown> {
  const entry = evalEntry(role);
  return {
    role,
    kind: listRoles().includes(role) ? "built-in" : "directory",
    source: entry ? shownPath(entry.file) : null,
    fixtures: entry?.fixtures ?? [],
  };
}

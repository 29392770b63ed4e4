import "server-only";

import { emissionJsonSchema, listRoles, Role } from "@/lib/casts";
import type { FieldKind } from "@/lib/casts/evals/describe";
import type { EvalFixture } from "@/lib/casts/evals/fixture-schema";
import { loadEvals, type EvalLoad } from "@/lib/casts/node/evals";
import { getSiteDirectoryRoles } from "@/lib/site/site-source";

// Build-time view of the eval fixtures (evals/<role>.yaml, roles/<Folder>/evals.yaml) for role
// pages and /evals/<role>.json, read once per build worker. A broken file is named in the build log
// and its role shows no fixtures; `npm run check:content` and the unit tests fail on it.

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
  return entry ? { file: entry.file, fixtures: entry.fixtures } : null;
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
    source: entry?.file ?? null,
    fixtures: entry?.fixtures ?? [],
  };
}

function kindOfSchema(schema: Record<string, unknown> | undefined): FieldKind | undefined {
  if (!schema) return undefined;
  const types = [
    schema["type"],
    ...((schema["anyOf"] as Record<string, unknown>[] | undefined) ?? []).map((part) => part["type"]),
  ].flat();
  if (types.includes("array")) return "list";
  if (types.includes("number") || types.includes("integer")) return "number";
  if (types.includes("string")) return "text";
  if (types.includes("boolean")) return "boolean";
  if (types.includes("object")) return "map";
  return undefined;
}

/** A built-in role's field kinds by `<key>.<field>` path, for wording the expectations. */
export function fieldKinds(role: string): (path: string) => FieldKind | undefined {
  const specs = listRoles().includes(role) ? (Role.load(role).emissionOperable()?.specs ?? []) : [];
  const kinds = new Map<string, FieldKind | undefined>();
  for (const spec of specs) {
    const properties = (emissionJsonSchema(spec.model)["properties"] ?? {}) as Record<
      string,
      Record<string, unknown>
    >;
    for (const [field, schema] of Object.entries(properties))
      kinds.set(`${spec.key}.${field}`, kindOfSchema(schema));
  }
  return (path) => kinds.get(path);
}

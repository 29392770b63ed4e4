// Where "your own catalog" comes from: the directory-role folder and the pack file, chosen by flag,
// then environment variable, then the project's defaults. One resolver for the CLI, `casts mcp` and
// the static build, so they cannot disagree about which folder or pack they read.
import path from "node:path";

import type { Pack } from "../pack";
import { loadDefaultPack, loadPack } from "./files";

/** The environment variable naming the directory-role folder. */
export const ROLES_DIR_ENV = "CASTS_ROLES_DIR";
/** The environment variable naming the pack file. */
export const PACK_ENV = "CASTS_PACK";
/** Defaults, relative to the project root. */
export const DEFAULT_ROLES_DIR = "roles";
export const DEFAULT_PACK_FILE = path.join("packs", "default.yaml");

export interface CatalogSourceInput {
  /** Usually `process.env`; an empty value counts as unset. */
  readonly env?: Readonly<Record<string, string | undefined>> | undefined;
  /** Command-line values (`--roles`, `--pack`); they win over the environment. */
  readonly flags?: { readonly roles?: string | undefined; readonly pack?: string | undefined };
  /** Flags and environment values are resolved against this folder. */
  readonly cwd?: string | undefined;
  /** The defaults (`roles/`, `packs/default.yaml`) are resolved against this folder; default `cwd`. */
  readonly root?: string | undefined;
}

export interface CatalogSource {
  /** Absolute path of the directory-role folder. */
  readonly rolesDir: string;
  /** Absolute path of the pack file. */
  readonly packPath: string;
  /** Where each came from: a flag or variable names a folder or file that must exist. */
  readonly rolesFrom: "flag" | "env" | "default";
  readonly packFrom: "flag" | "env" | "default";
}

function pick(
  flag: string | undefined,
  envValue: string | undefined,
  cwd: string,
  fallback: string,
): [string, "flag" | "env" | "default"] {
  if (flag !== undefined) return [path.resolve(cwd, flag), "flag"];
  if (envValue !== undefined && envValue !== "") return [path.resolve(cwd, envValue), "env"];
  return [fallback, "default"];
}

/** Flags win over `CASTS_ROLES_DIR` / `CASTS_PACK`, which win over `roles/` and `packs/default.yaml`. */
export function resolveCatalogSource(input: CatalogSourceInput = {}): CatalogSource {
  const env = input.env ?? {};
  const cwd = path.resolve(input.cwd ?? process.cwd());
  const root = path.resolve(cwd, input.root ?? cwd);
  const [rolesDir, rolesFrom] = pick(
    input.flags?.roles,
    env[ROLES_DIR_ENV],
    cwd,
    path.join(root, DEFAULT_ROLES_DIR),
  );
  const [packPath, packFrom] = pick(
    input.flags?.pack,
    env[PACK_ENV],
    cwd,
    path.join(root, DEFAULT_PACK_FILE),
  );
  return Object.freeze({ rolesDir, packPath, rolesFrom, packFrom });
}

/**
 * The source's pack. A pack someone named (flag or variable) must load: its errors are thrown. The
 * default pack may be missing: then null, with the warning `loadDefaultPack` prints.
 */
export function loadSourcePack(source: CatalogSource): Pack | null {
  return source.packFrom === "default" ? loadDefaultPack(source.packPath) : loadPack(source.packPath);
}

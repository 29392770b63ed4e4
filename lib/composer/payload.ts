// What the build ships to the composer island, as the library's own catalog shapes: a small index
// (every built-in role without its body, every mode, the emission models' labels, how many directory
// roles there are), the directory roles' entries in a file of their own (loaded when a reader looks
// for a role, imports a profile or zips the roster), and one file per role body, fetched when that
// role is picked: the first load stays the same size with 4 directory roles or thousands.
import type { CatalogMode, CatalogRole } from "@/lib/casts/core";
import type { DirectoryToolLimits } from "@/lib/casts/export/tool-limits";

export const COMPOSER_INDEX_URL = "/compose/index.json";
/** The directory roles' index entries (IndexRole[]). */
export const DIRECTORY_INDEX_URL = "/compose/directory-roles.json";
/** Every directory role's body (RoleBodyFile[]): the roster zip needs them all at once. */
export const DIRECTORY_BODIES_URL = "/compose/directory-bodies.json";

/** Where one role's body is (built-in and directory roles alike). */
export function roleBodyUrl(name: string): string {
  return `/compose/roles/${encodeURIComponent(name)}.json`;
}

/** The whole JSON Schema of a role's emission operable (a static file the site also links). */
export function roleSchemaUrl(name: string): string {
  return `/schemas/roles/${encodeURIComponent(name)}.json`;
}

/** A catalog role (ADR D5 shape) without its body, plus its display title. */
export interface IndexRole extends Omit<CatalogRole, "body"> {
  /** The body's first-level heading (`# Risk Assessor`), or the name. */
  readonly title: string;
  /** True for a directory role (roles/<Name>/): no emissions, no pack entry. */
  readonly directory?: true;
  /** A directory role's `model` / `required_tools` / `tool_filter`: exports write them as the CLI does. */
  readonly limits?: DirectoryToolLimits;
  /** True for a directory role from a folder opened in this browser (lib/site/storage/local-role.ts). */
  readonly local?: true;
}

export interface IndexModel {
  readonly category: string;
  readonly summary: string;
}

export interface ComposerPayload {
  /** The pack the roles' configs come from ("none" when it could not load). */
  readonly pack: string;
  /**
   * Built-in roles sorted by code point, then directory roles by name (the loader's order:
   * compareDirectoryRoles) — in the index file only the built-in ones (and a role from a folder opened
   * in this tab); the others join from DIRECTORY_INDEX_URL.
   */
  readonly roles: readonly IndexRole[];
  /** How many directory roles the site has (not counting one opened in this tab). */
  readonly directoryRoles: number;
  /** Sorted by code point (catalog modes). */
  readonly modes: readonly CatalogMode[];
  /** Emission model name → its family and one-line summary. */
  readonly models: Readonly<Record<string, IndexModel>>;
}

/** One role body file. */
export interface RoleBodyFile {
  readonly name: string;
  readonly body: string;
}

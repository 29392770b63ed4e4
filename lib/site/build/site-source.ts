// The build's catalog source: the directory-role folder and the pack chosen by CASTS_ROLES_DIR and
// CASTS_PACK (defaults roles/ and packs/default.yaml), resolved by the same function the CLI uses.
// Every page, data file and the composer read roles and the pack through here. Free of "server-only":
// the post-build step writes the data files (data-files.ts) from here outside Next.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { isCastsError, type CastsError, type Pack } from "@/lib/casts/index";
import type { DirectoryRoleLoad } from "@/lib/casts/directory-roles/index";
import {
  loadSourceDirectoryRoles,
  loadSourcePack,
  resolveCatalogSource,
  type CatalogSource,
} from "@/lib/casts/node/index";

import { packPageSlug } from "./pack-slug";

let source: CatalogSource | undefined;
let pack: { value: Pack | null; error: CastsError | null } | undefined;
let roles: DirectoryRoleLoad | undefined;

export function siteSource(): CatalogSource {
  source ??= resolveCatalogSource({ env: process.env });
  return source;
}

/**
 * The site's pack, or null when it did not load: a pack named by CASTS_PACK with a mistake in it
 * still lets the site build (its pages say the pack could not be loaded, and the build's catalog
 * report names the file, line and column; `CASTS_STRICT=1` makes that fail the build).
 */
export function getSitePack(): Pack | null {
  pack ??= loadSitePack();
  return pack.value;
}

/** Why the named pack did not load, or null. */
export function getSitePackError(): CastsError | null {
  pack ??= loadSitePack();
  return pack.error;
}

function loadSitePack(): { value: Pack | null; error: CastsError | null } {
  try {
    return { value: loadSourcePack(siteSource()), error: null };
  } catch (error) {
    if (!isCastsError(error)) throw error;
    return { value: null, error };
  }
}

/** The pack file's exact text, served for download beside the pack page. */
export function getSitePackText(): string | null {
  const file = siteSource().packPath;
  return existsSync(file) ? readFileSync(file, "utf8") : null;
}

/** The pack page's slug (`/packs/<slug>`). */
export function getSitePackSlug(): string {
  return packPageSlug(getSitePack()?.name ?? "default");
}

/** The directory roles of the build (`loadSourceDirectoryRoles`), read once per build worker. */
export function getSiteDirectoryRoles(): DirectoryRoleLoad {
  roles ??= loadSourceDirectoryRoles(siteSource());
  return roles;
}

/**
 * The roles folder as pages and data files name it, ending in `/`: `roles/` by default, a relative
 * CASTS_ROLES_DIR as given, an absolute one by its last segment only. The site is published: it must
 * not carry the build machine's paths (`/home/<user>/…`), as fixture paths do not (evals.ts).
 */
export function siteRolesLabel(): string {
  const { rolesFrom } = siteSource();
  return rolesLabel(rolesFrom === "default" ? undefined : process.env["CASTS_ROLES_DIR"]);
}

/** siteRolesLabel for a CASTS_ROLES_DIR value (undefined: the default folder). */
export function rolesLabel(given: string | undefined): string {
  const shown = given === undefined ? "roles" : path.isAbsolute(given) ? path.basename(given) : given;
  return shown.endsWith("/") ? shown : `${shown}/`;
}

/** The pack page's address, `/packs/<slug>`. */
export function sitePackHref(): string {
  return `/packs/${getSitePackSlug()}`;
}

/** Where the pack file is served as written. */
export const SITE_PACK_YAML_HREF = "/packs/pack.yaml";

/** Hosts a team allows images from in its markdown (`CASTS_IMAGE_HOSTS`, comma-separated); none by default. */
export function siteImageHosts(): readonly string[] {
  return (process.env["CASTS_IMAGE_HOSTS"] ?? "")
    .split(",")
    .map((host) => host.trim())
    .filter(Boolean);
}

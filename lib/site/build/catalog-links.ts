import "server-only";

// A team's pack may name roles and modes the catalog does not have (a typo such as `critc`, or a
// hostile name). Pages link only names that have a page; any other name is shown as text beside its
// finding, so one typo cannot break the build's link check.
import { listModes, listRoles } from "@/lib/casts";

import { getSiteDirectoryRoles } from "./site-source";

let modes: ReadonlySet<string> | undefined;
let builtInRoles: ReadonlySet<string> | undefined;
let directoryRoles: ReadonlySet<string> | undefined;

/** The page of a built-in or directory role, or undefined when the catalog has no such role. */
export function roleHref(name: string): string | undefined {
  builtInRoles ??= new Set(listRoles());
  directoryRoles ??= new Set(getSiteDirectoryRoles().loaded.map((role) => role.name));
  if (builtInRoles.has(name)) return `/roles/${name}`;
  if (directoryRoles.has(name)) return `/directory-roles/${name}`;
  return undefined;
}

/** The page of a mode, or undefined when the catalog has no such mode. */
export function modeHref(name: string): string | undefined {
  modes ??= new Set(listModes());
  return modes.has(name) ? `/modes/${name}` : undefined;
}

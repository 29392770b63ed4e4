// Free of "server-only": /llms.txt (lib/site/build/llms-txt.ts) reads these views in the post-build
// step, outside Next (postbuild/data-files.ts).
import {
  EMISSION_MODELS,
  getEmissionModel,
  listModes,
  listRoles,
  Mode,
  Role,
  type EmissionModel,
  type Pack,
} from "@/lib/casts";

import { getSitePack } from "./site-source";
import { parseModeDescription, type ModeDescriptionParts } from "../mode-facts";
import { parseRoleDescription, roleTitle, type RoleDescriptionParts } from "../role-facts";
import { loadBuiltInKeywords } from "./search-keywords";

// Build-time views of the catalog for pages: plain data, computed once per build worker.

export interface RoleSummary extends RoleDescriptionParts {
  readonly name: string;
  readonly title: string;
  readonly description: string;
  /** Emission model names the role declares (EscalationRequest is implied, not listed). */
  readonly emits: readonly string[];
  /** Its search keywords (lib/casts/roles/<name>.keywords.txt): the home filter matches them too. */
  readonly keywords: readonly string[];
}

export interface ModeSummary extends ModeDescriptionParts {
  readonly name: string;
  readonly description: string;
  readonly conflictsWith: readonly string[];
}

/** The build's pack (CASTS_PACK, default packs/default.yaml), or null when the default cannot be loaded. */
export function getDefaultPack(): Pack | null {
  return getSitePack();
}

export function getRoleSummary(name: string): RoleSummary {
  const role = Role.load(name);
  return {
    name: role.name,
    title: roleTitle(role.body, role.name),
    description: role.description,
    emits: role.emits.map((model) => model.name),
    keywords: loadBuiltInKeywords("role", role.name),
    ...parseRoleDescription(role.description),
  };
}

export function getRoleSummaries(): RoleSummary[] {
  return listRoles().map(getRoleSummary);
}

/** Role or mode lookup for a route param; undefined when the name is not in the catalog. */
export function getRole(name: string): Role | undefined {
  return listRoles().includes(name) ? Role.load(name) : undefined;
}

export function getMode(name: string): Mode | undefined {
  return listModes().includes(name) ? Mode.load(name) : undefined;
}

export function getModeSummary(name: string): ModeSummary {
  const mode = Mode.load(name);
  return {
    name: mode.name,
    description: mode.description,
    conflictsWith: mode.conflictsWith,
    ...parseModeDescription(mode.description),
  };
}

export function getModeSummaries(): ModeSummary[] {
  return listModes().map(getModeSummary);
}

export function getEmission(name: string): EmissionModel | undefined {
  return getEmissionModel(name);
}

/** Roles that declare the model; every role with emissions can also send EscalationRequest. */
export function rolesEmitting(model: EmissionModel): {
  readonly declared: string[];
  readonly implied: string[];
} {
  const declared: string[] = [];
  const implied: string[] = [];
  for (const name of listRoles()) {
    const role = Role.load(name);
    if (role.emits.includes(model)) declared.push(name);
    else if (role.emissionOperable()?.specs.some((spec) => spec.model === model)) implied.push(name);
  }
  return { declared, implied };
}

/** Roles whose default-pack entry turns the mode on by default, or allows it. */
export function rolesUsingMode(mode: string): { readonly defaults: string[]; readonly allows: string[] } {
  const defaults: string[] = [];
  const allows: string[] = [];
  for (const name of listRoles()) {
    const config = getDefaultPack()?.config(name);
    if (config?.defaultModes.includes(mode)) defaults.push(name);
    if (config?.modesAllow.includes(mode)) allows.push(name);
  }
  return { defaults, allows };
}

export interface PagerLink {
  readonly href: string;
  readonly title: string;
}

/** The items before and after `name` in a list, as pager links (null at either end). */
export function neighbours(
  names: readonly string[],
  name: string,
  link: (name: string) => PagerLink,
): { readonly previous: PagerLink | null; readonly next: PagerLink | null } {
  const index = names.indexOf(name);
  const previous = index > 0 ? names[index - 1] : undefined;
  const next = index >= 0 ? names[index + 1] : undefined;
  return { previous: previous ? link(previous) : null, next: next ? link(next) : null };
}

export function emissionModelNames(): string[] {
  return EMISSION_MODELS.map((model) => model.name);
}

// Loaded with import() when the Export panel opens: it pulls in the casts library (zod, YAML, the
// role registry) and the exporters, so /compose's first load carries none of it.
import { zipSync, strToU8 } from "fflate";

import { Pack, Profile, RoleConfig } from "@/lib/casts";
import { toRole } from "@/lib/casts/directory-roles";
import {
  exportProfile,
  exportRoster,
  requestSnippets,
  type ExportResult,
  type ExportTarget,
  type Snippet,
} from "@/lib/casts/export";

import type { ComposeQuery } from "../compose-query";
import type { ComposerPayload } from "../payload";

/** Directory-role bodies by name (fetched per role); built-in bodies come with the library. */
export type DirectoryBodies = ReadonlyMap<string, string>;

export { countExportTokens } from "@/lib/casts/export/tokens";

export type ExportView =
  | {
      readonly ok: true;
      readonly result: ExportResult;
      readonly snippets: readonly Snippet[];
    }
  | { readonly ok: false; readonly message: string };

/** The composer's pack (role configs only) as a library Pack, so exports read model and effort from it. */
function composerPack(data: ComposerPayload): Pack {
  const configs: Record<string, RoleConfig> = {};
  for (const role of data.roles) {
    if (role.config === null) continue;
    configs[role.name] = new RoleConfig({
      model: role.config.model,
      effort: role.config.effort,
      defaultModes: role.config.default_modes,
      modesAllow: role.config.modes_allow,
      active: role.config.active,
    });
  }
  return new Pack({ name: data.pack, configs });
}

function resolveDirectoryRole(data: ComposerPayload, bodies: DirectoryBodies) {
  return (name: string) => {
    const role = data.roles.find((candidate) => candidate.name === name && candidate.directory === true);
    return role
      ? toRole({
          name: role.name,
          description: role.description,
          systemPrompt: bodies.get(role.name) ?? null,
        })
      : undefined;
  };
}

function compose(
  data: ComposerPayload,
  bodies: DirectoryBodies,
  role: string,
  modes: readonly string[],
  name: string,
): Profile {
  return Profile.compose(role, {
    modes,
    name: name === "" ? null : name,
    resolveRole: resolveDirectoryRole(data, bodies),
  });
}

/** The export of the composition on screen; a result object, never a throw. */
export function exportComposition(
  data: ComposerPayload,
  query: ComposeQuery,
  target: ExportTarget,
  model: string,
  bodies: DirectoryBodies = new Map(),
): ExportView {
  if (query.role === null) return { ok: false, message: "Pick a role to export." };
  try {
    const profile = compose(data, bodies, query.role, query.modes, query.name);
    const result = exportProfile(profile, {
      target,
      model: model.trim() === "" ? null : model,
      pack: composerPack(data),
    });
    return { ok: true, result, snippets: requestSnippets(result) };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface RosterZip {
  readonly bytes: Uint8Array;
  readonly fileNames: readonly string[];
  readonly notes: readonly string[];
}

/** Every role (built-in and directory) with its pack default modes, exported to one target, as a zip. */
export function rosterZip(
  data: ComposerPayload,
  target: ExportTarget,
  bodies: DirectoryBodies = new Map(),
): RosterZip {
  const profiles = data.roles.map((role) =>
    compose(data, bodies, role.name, role.config?.default_modes ?? [], ""),
  );
  const roster = exportRoster(profiles, { target, pack: composerPack(data) });
  const entries = Object.fromEntries(roster.files.map((file) => [file.path, strToU8(file.content)]));
  return {
    bytes: zipSync(entries, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") }),
    fileNames: roster.files.map((file) => file.path),
    notes: roster.notes,
  };
}

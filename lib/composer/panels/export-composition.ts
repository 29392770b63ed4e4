// Loaded with import() when the Export panel opens: it pulls in the casts library (zod, YAML, the
// role registry) and the exporters, so /compose's first load carries none of it.
import { zipSync, strToU8 } from "fflate";

import { Pack, Profile, RoleConfig, RolePolicy, roleFromCatalog } from "@/lib/casts";
import {
  EXPORT_TARGET_INFO,
  exportProfile,
  exportRoster,
  exportSlug,
  installLinks,
  requestSnippets,
  type ExportResult,
  type ExportTarget,
  type InstallLink,
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
      /** Install or open links for the (first) file. */
      readonly links: readonly InstallLink[];
    }
  | { readonly ok: false; readonly message: string };

/** The composer's pack as a library Pack: exports read model and effort, and carry the policy, from it. */
function composerPack(data: ComposerPayload): Pack {
  const configs: Record<string, RoleConfig> = {};
  const policies: Record<string, RolePolicy> = {};
  for (const role of data.roles) {
    if (role.config === null) continue;
    policies[role.name] = new RolePolicy({
      authority: role.config.authority,
      boundaries: role.config.boundaries,
      escalations: role.config.escalations,
    });
    configs[role.name] = new RoleConfig({
      model: role.config.model,
      effort: role.config.effort,
      defaultModes: role.config.default_modes,
      modesAllow: role.config.modes_allow,
      active: role.config.active,
    });
  }
  return new Pack({ name: data.pack, configs, policies });
}

function resolveDirectoryRole(data: ComposerPayload, bodies: DirectoryBodies) {
  return (name: string) => {
    const role = data.roles.find((candidate) => candidate.name === name && candidate.directory === true);
    return role
      ? roleFromCatalog({ name: role.name, description: role.description, body: bodies.get(role.name) ?? "" })
      : undefined;
  };
}

/** The directory role's tool and model limits, as the CLI passes them (null for a built-in role). */
function directoryLimits(data: ComposerPayload, role: string) {
  return data.roles.find((entry) => entry.name === role && entry.directory === true)?.limits ?? null;
}

function compose(
  data: ComposerPayload,
  bodies: DirectoryBodies,
  role: string,
  modes: readonly string[],
  name: string,
): Profile {
  return Profile.fromDict(
    { role, modes, name: name === "" ? null : name },
    { resolveRole: resolveDirectoryRole(data, bodies) },
  );
}

/** The export of the composition on screen; a result object, never a throw. */
export function exportComposition(
  data: ComposerPayload,
  query: ComposeQuery,
  target: ExportTarget,
  model: string,
  bodies: DirectoryBodies = new Map(),
  policy = true,
): ExportView {
  if (query.role === null) return { ok: false, message: "Pick a role to export." };
  try {
    const profile = compose(data, bodies, query.role, query.modes, query.name);
    const result = exportProfile(profile, {
      target,
      model: model.trim() === "" ? null : model,
      pack: composerPack(data),
      policy,
      directoryConfig: directoryLimits(data, profile.role.name),
    });
    const file = result.files[0];
    const links = file ? installLinks(target, exportSlug(profile.name), file) : [];
    return { ok: true, result, snippets: requestSnippets(result), links };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  }
}

export interface RosterZip {
  readonly bytes: Uint8Array;
  readonly fileNames: readonly string[];
  readonly notes: readonly string[];
}

/** The folder every roster zip entry sits in: visible in file browsers even when the files live in dot folders. */
export function rosterFolder(target: ExportTarget): string {
  return `casts-${target}`;
}

/** The README at the top of a roster zip: what is inside, where it goes, and every note once. */
export function rosterReadme(
  target: ExportTarget,
  policy: boolean,
  files: readonly string[],
  notes: readonly string[],
): string {
  const info = EXPORT_TARGET_INFO[target];
  return [
    `# ${info.label}: the casts roster`,
    "",
    `${files.length} file(s), one per role with its pack's default modes. Copy the contents of this folder to your project root; each file keeps the path ${info.label} reads (some start with a dot folder, hidden by default in file browsers).`,
    "",
    policy
      ? "The instructions carry the pack's policy for each role (authority, boundaries, escalations)."
      : "The instructions are each composition's system message alone, without the pack's policy.",
    "",
    "## Files",
    ...files.map((file) => `- ${file}`),
    ...(notes.length > 0 ? ["", "## Notes", ...notes.map((note) => `- ${note}`)] : []),
    "",
  ].join("\n");
}

/** Every role (built-in and directory) with its pack default modes, exported to one target, as a zip. */
export function rosterZip(
  data: ComposerPayload,
  target: ExportTarget,
  bodies: DirectoryBodies = new Map(),
  policy = true,
): RosterZip {
  const profiles = data.roles.map((role) =>
    compose(data, bodies, role.name, role.config?.default_modes ?? [], ""),
  );
  const roster = exportRoster(profiles, {
    target,
    pack: composerPack(data),
    policy,
    forProfile: (profile) => ({ directoryConfig: directoryLimits(data, profile.role.name) }),
  });
  const folder = rosterFolder(target);
  const fileNames = roster.files.map((file) => file.path);
  const entries: Record<string, Uint8Array> = {
    [`${folder}/README.md`]: strToU8(rosterReadme(target, policy, fileNames, roster.notes)),
  };
  for (const file of roster.files) entries[`${folder}/${file.path}`] = strToU8(file.content);
  return {
    bytes: zipSync(entries, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") }),
    fileNames,
    notes: roster.notes,
  };
}

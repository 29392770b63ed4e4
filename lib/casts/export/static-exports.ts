// The site's static exports (contract §7a): each built-in role's default export (its pack's default
// modes, policy on) per file target, served at /export/<target>/<file> — the file's name, or
// <slug>/<name> when the name is the same for every role (SKILL.md, AGENTS.md, agents.yaml) — so no
// URL goes through a dot folder; the page shows the path each file is meant for.
import type { Pack } from "../pack";
import { listRoles } from "../pattern";
import { Profile } from "../profile";
import type { ExportFile } from "./context";
import { exportProfile } from "./export-profile";
import { exportSlug } from "./slug";
import { EXPORT_TARGET_INFO, EXPORT_TARGETS, type ExportTarget } from "./targets";

/** Targets with a static export: file targets that need nothing beyond the catalog (promptfoo needs fixtures). */
export const STATIC_EXPORT_TARGETS: readonly ExportTarget[] = Object.freeze(
  EXPORT_TARGETS.filter((target) => EXPORT_TARGET_INFO[target].kind === "file" && target !== "promptfoo"),
);

export interface StaticExport {
  readonly target: ExportTarget;
  readonly role: string;
  /** The URL path below /export/<target>/, e.g. `critic.md` or `critic/SKILL.md`. */
  readonly file: string;
  /** The path the file is meant for in a project. */
  readonly path: string;
  readonly content: string;
}

/** The URL file of an export: its base name when that names the role, else `<slug>/<base name>`. */
export function staticFileName(slug: string, file: ExportFile): string {
  const base = file.path.split("/").pop() ?? file.path;
  return base.includes(slug) ? base : `${slug}/${base}`;
}

/** The URL of a role's static export for a target (below the site's base path). */
export function staticExportUrl(target: ExportTarget, file: string): string {
  return `/export/${target}/${file.split("/").map(encodeURIComponent).join("/")}`;
}

/** One role's default export for one target. */
export function staticExport(role: string, target: ExportTarget, pack: Pack | null): StaticExport {
  const profile = Profile.compose(role, { modes: pack?.config(role)?.defaultModes ?? [] });
  const file = exportProfile(profile, { target, pack }).files[0]!;
  return {
    target,
    role,
    file: staticFileName(exportSlug(profile.name), file),
    path: file.path,
    content: file.content,
  };
}

/** Every built-in role's default export for every static target. */
export function staticExports(pack: Pack | null): StaticExport[] {
  return STATIC_EXPORT_TARGETS.flatMap((target) =>
    listRoles().map((role) => staticExport(role, target, pack)),
  );
}

import type { Pack } from "./pack";
import { listModes, listRoles, Mode } from "./pattern";
import { findModeConflict, modeConflictMessage } from "./core/mode-conflict";
import { projectMode } from "./catalog";

export type PackFindingCode =
  | "UNKNOWN_ROLE"
  | "UNKNOWN_MODE"
  | "DEFAULT_NOT_ALLOWED"
  | "DEFAULT_CONFLICT"
  | "MISSING_ROLE"
  | "INACTIVE_ROLE"
  | "NO_POLICY"
  | "PACK_INVALID"
  | "NAME_INVALID"
  | "YAML_INVALID"
  | "INPUT_TOO_LARGE";

/** An error makes the pack wrong at run time; a warning is legal but probably not what was meant. */
export type PackFindingSeverity = "error" | "warning";

export interface PackFinding {
  readonly code: PackFindingCode;
  readonly severity: PackFindingSeverity;
  /** The role the finding is about; "" for the file as a whole. */
  readonly role: string;
  readonly mode?: string;
  readonly message: string;
  /** One line that says how to fix it. */
  readonly fix: string;
  /** Where in the pack, e.g. `roles.analyst.default_modes[1]`. */
  readonly path?: string;
  /** 1-based, when the pack came from text (see lintPackText). */
  readonly line?: number;
  readonly column?: number;
}

export interface ValidatePackOptions {
  /** Role names the pack may configure; defaults to the built-in roles. */
  readonly roles?: readonly string[];
  /** Modes the pack may name; defaults to the built-in modes. */
  readonly modes?: readonly Mode[];
}

/** A list as a finding quotes it: the first few names, then a count, so N findings never quote N names each. */
function quoteSome(names: readonly string[], shown = 5): string {
  const head = names.slice(0, shown).join(", ");
  return names.length > shown ? `${head} and ${names.length - shown} more` : head;
}

/**
 * Checks a pack against the catalog: unknown names, defaults outside the allow list, conflicts, gaps,
 * and the traps LionAGI only meets at run time (inactive roles still listed, roles without a policy).
 */
export function validatePack(pack: Pack, options: ValidatePackOptions = {}): PackFinding[] {
  const knownRoles = options.roles ?? listRoles();
  const known = new Set(knownRoles);
  const knownModes = new Map(
    (options.modes ?? listModes().map((name) => Mode.load(name))).map((mode) => [mode.name, mode]),
  );
  const findings: PackFinding[] = [];
  const packRoles = pack.roles();
  const listed = new Set(packRoles);
  for (const role of packRoles) {
    const at = `roles.${role}`;
    if (!known.has(role)) {
      findings.push({
        code: "UNKNOWN_ROLE",
        severity: "error",
        role,
        message: `${at}: '${role}' is not a known role`,
        fix: "Rename the entry to a role of the catalog, or remove it.",
        path: at,
      });
    }
    const config = pack.config(role);
    if (!config) continue;
    const fields = [
      ["default_modes", config.defaultModes],
      ["modes_allow", config.modesAllow],
    ] as const;
    for (const [field, names] of fields) {
      names.forEach((mode, index) => {
        if (knownModes.has(mode)) return;
        findings.push({
          code: "UNKNOWN_MODE",
          severity: "error",
          role,
          mode,
          message: `${at}.${field}: '${mode}' is not a known mode`,
          fix: "Use a mode of the catalog (see /modes), or remove the entry.",
          path: `${at}.${field}[${index}]`,
        });
      });
    }
    if (config.modesAllow.length > 0) {
      const allowed = new Set(config.modesAllow);
      const allowList = quoteSome(config.modesAllow);
      config.defaultModes.forEach((mode, index) => {
        if (allowed.has(mode)) return;
        findings.push({
          code: "DEFAULT_NOT_ALLOWED",
          severity: "error",
          role,
          mode,
          message: `${at}.default_modes: '${mode}' is not in modes_allow (${allowList})`,
          fix: `Add '${mode}' to modes_allow or drop it from default_modes: the runtime silently drops it.`,
          path: `${at}.default_modes[${index}]`,
        });
      });
    }
    const defaults = config.defaultModes.flatMap((name) => knownModes.get(name) ?? []);
    const conflict = findModeConflict(defaults.map(projectMode));
    if (conflict) {
      findings.push({
        code: "DEFAULT_CONFLICT",
        severity: "error",
        role,
        mode: conflict.later.name,
        message: `${at}.default_modes: ${modeConflictMessage(conflict)}`,
        fix: `Keep one of '${conflict.later.name}' and '${conflict.earlier.name}' in default_modes.`,
        path: `${at}.default_modes[${config.defaultModes.lastIndexOf(conflict.later.name)}]`,
      });
    }
    if (!config.active) {
      findings.push({
        code: "INACTIVE_ROLE",
        severity: "warning",
        role,
        message: `${at}.active: '${role}' is inactive, so the runtime never starts it, yet its entry is still listed`,
        fix: "Remove the entry if the role is retired, or set active: true to use it.",
        path: `${at}.active`,
      });
    }
    const policy = pack.policy(role);
    if (!policy || policy.authority.length + policy.boundaries.length + policy.escalations.length === 0) {
      findings.push({
        code: "NO_POLICY",
        severity: "warning",
        role,
        message: `${at}: no authority, boundaries or escalations, so the runtime message adds no policy`,
        fix: "Add at least escalations (when the agent must stop and ask) to the entry.",
        path: at,
      });
    }
  }
  for (const role of knownRoles) {
    if (!listed.has(role)) {
      findings.push({
        code: "MISSING_ROLE",
        severity: "warning",
        role,
        message: `roles: no entry for the role '${role}'`,
        fix: `Add an entry roles.${role} (an empty one takes the defaults) if your team starts this role.`,
        path: "roles",
      });
    }
  }
  return findings;
}

/** True when any finding is an error (what makes `casts check-pack` exit 1). */
export function hasPackErrors(findings: readonly PackFinding[]): boolean {
  return findings.some((finding) => finding.severity === "error");
}

import type { Pack } from "./pack";
import { listModes, listRoles, Mode } from "./pattern";
import { findModeConflict, modeConflictMessage } from "./mode-conflict";

export type PackFindingCode =
  "UNKNOWN_ROLE" | "UNKNOWN_MODE" | "DEFAULT_NOT_ALLOWED" | "DEFAULT_CONFLICT" | "MISSING_ROLE";

export interface PackFinding {
  readonly code: PackFindingCode;
  readonly role: string;
  readonly mode?: string;
  readonly message: string;
}

export interface ValidatePackOptions {
  /** Role names the pack may configure; defaults to the built-in roles. */
  readonly roles?: readonly string[];
  /** Modes the pack may name; defaults to the built-in modes. */
  readonly modes?: readonly Mode[];
}

/** Checks a pack against the catalog: unknown names, defaults outside the allow list, conflicts, gaps. */
export function validatePack(pack: Pack, options: ValidatePackOptions = {}): PackFinding[] {
  const knownRoles = options.roles ?? listRoles();
  const knownModes = new Map(
    (options.modes ?? listModes().map((name) => Mode.load(name))).map((mode) => [mode.name, mode]),
  );
  const findings: PackFinding[] = [];
  const packRoles = pack.roles();
  for (const role of packRoles) {
    if (!knownRoles.includes(role)) {
      findings.push({ code: "UNKNOWN_ROLE", role, message: `roles.${role}: '${role}' is not a known role` });
    }
    const config = pack.config(role);
    if (!config) continue;
    const fields = [
      ["default_modes", config.defaultModes],
      ["modes_allow", config.modesAllow],
    ] as const;
    for (const [field, names] of fields) {
      for (const mode of names) {
        if (!knownModes.has(mode)) {
          findings.push({
            code: "UNKNOWN_MODE",
            role,
            mode,
            message: `roles.${role}.${field}: '${mode}' is not a known mode`,
          });
        }
      }
    }
    if (config.modesAllow.length > 0) {
      for (const mode of config.defaultModes) {
        if (!config.modesAllow.includes(mode)) {
          findings.push({
            code: "DEFAULT_NOT_ALLOWED",
            role,
            mode,
            message: `roles.${role}.default_modes: '${mode}' is not in modes_allow (${config.modesAllow.join(", ")})`,
          });
        }
      }
    }
    const defaults = config.defaultModes.flatMap((name) => knownModes.get(name) ?? []);
    const conflict = findModeConflict(defaults);
    if (conflict) {
      findings.push({
        code: "DEFAULT_CONFLICT",
        role,
        mode: conflict.later.name,
        message: `roles.${role}.default_modes: ${modeConflictMessage(conflict)}`,
      });
    }
  }
  for (const role of knownRoles) {
    if (!packRoles.includes(role)) {
      findings.push({ code: "MISSING_ROLE", role, message: `roles: no entry for the role '${role}'` });
    }
  }
  return findings;
}

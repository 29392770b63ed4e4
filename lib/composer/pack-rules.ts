// The pack's rules for a composition in plain words: what each one does at run time, and whether
// the composition can be deployed under the pack.
import type { CatalogRoleConfig } from "@/lib/casts/core";

export interface PackRulesInput {
  readonly roleName: string;
  readonly packName: string;
  readonly config: CatalogRoleConfig | null;
  readonly modes: readonly string[];
  readonly hasConflict: boolean;
  /** The effort the role's description suggests ("High effort."), if it names one. */
  readonly suggestedEffort: string | null;
}

export interface PackVerdict {
  readonly deployable: boolean;
  /** One sentence: deployable or not, and the first reason. */
  readonly summary: string;
  /** Each rule that applies, explained. */
  readonly rules: readonly string[];
  /** Which effort applies at run time, and how it relates to the role's suggestion. */
  readonly effort: string;
}

const names = (list: readonly string[]) =>
  list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** Which effort applies at run time: the pack's when it sets one, else the runtime's default. */
export function effortNote(packEffort: string | null, suggested: string | null, packName: string): string {
  if (packEffort === null) {
    return suggested
      ? `The role's description suggests ${suggested} effort, but the ${packName} pack sets none, so the runtime's default effort applies.`
      : `The ${packName} pack sets no effort, so the runtime's default applies.`;
  }
  if (suggested && suggested !== packEffort.toLowerCase()) {
    return `The ${packName} pack sets ${packEffort} effort, and that is what applies at run time (the role's description suggests ${suggested}).`;
  }
  return `The ${packName} pack sets ${packEffort} effort, which applies at run time.`;
}

/** Whether the composition is deployable under the pack, with every applicable rule in words. */
export function packVerdict(input: PackRulesInput): PackVerdict {
  const { roleName, packName, config, modes, hasConflict } = input;
  const effort = effortNote(config?.effort ?? null, input.suggestedEffort, packName);
  const blockers: string[] = [];
  const rules: string[] = [];
  if (hasConflict) blockers.push("two of its modes conflict, so no profile can be built from it");
  if (config === null) {
    rules.push(
      `The ${packName} pack has no entry for ${roleName}: no mode limits, defaults or policy apply, and the runtime sends the system message as it is.`,
    );
  } else {
    if (!config.active) {
      blockers.push(`the ${packName} pack marks ${roleName} inactive, so it never deploys it`);
    }
    const allow = config.modes_allow;
    if (allow.length > 0) {
      const outside = [...new Set(modes.filter((mode) => !allow.includes(mode)))];
      rules.push(
        `The pack allows ${roleName} only these modes: ${names(allow)}. At run time LionAGI drops any default mode outside this list, and a composition that uses another mode is not deployable under the pack.`,
      );
      if (outside.length > 0) {
        blockers.push(
          `${names(outside)} ${outside.length === 1 ? "is" : "are"} not among the modes the pack allows ${roleName}`,
        );
      }
    } else {
      rules.push(`The pack lets ${roleName} use any mode.`);
    }
    if (config.default_modes.length > 0) {
      rules.push(
        `When no modes are given, the runtime starts ${roleName} with the pack's default modes: ${names(config.default_modes)}.`,
      );
    }
    if (config.authority.length + config.boundaries.length + config.escalations.length > 0) {
      rules.push(
        "The pack's policy for the role (authority, boundaries, when to escalate) is appended after the system message at run time: see the Runtime view.",
      );
    }
  }
  const deployable = blockers.length === 0;
  const summary = deployable
    ? `Deployable under the ${packName} pack.`
    : `Not deployable under the ${packName} pack: ${blockers.join("; ")}.`;
  return { deployable, summary, rules, effort };
}

// The pack's rules for a role in plain words: what each one does at run time. Loaded with the
// "Pack rules" list (components/composer/panels/pack-rule-list.tsx), not with the page.
import type { CatalogRoleConfig } from "@/lib/casts/core";
import { parseRoleDescription } from "@/lib/site/role-facts";

import { names } from "../pack-rules";

export interface PackRuleNotes {
  /** Each rule that applies, explained. */
  readonly rules: readonly string[];
  /** Which effort applies at run time, and how it relates to the role's suggestion. */
  readonly effort: string;
}

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

/** Every pack rule that applies to the role, in words, and the effort that applies. */
export function packRuleNotes(input: {
  readonly roleName: string;
  readonly packName: string;
  readonly config: CatalogRoleConfig | null;
  /** The role's description: the effort it suggests ("High effort.") is compared with the pack's. */
  readonly description: string;
}): PackRuleNotes {
  const { roleName, packName, config } = input;
  const effort = effortNote(config?.effort ?? null, parseRoleDescription(input.description).effort, packName);
  const rules: string[] = [];
  if (config === null) {
    rules.push(
      `The ${packName} pack has no entry for ${roleName}: no mode limits, defaults or policy apply, and the runtime sends the system message as it is.`,
    );
    return { rules, effort };
  }
  const allow = config.modes_allow;
  rules.push(
    allow.length > 0
      ? `The pack allows ${roleName} only these modes: ${names(allow)}. At run time LionAGI drops any default mode outside this list, and a composition that uses another mode is not deployable under the pack.`
      : `The pack lets ${roleName} use any mode.`,
  );
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
  return { rules, effort };
}

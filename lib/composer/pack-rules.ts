// Whether a composition can be deployed under the pack, in one sentence (the composer's badge and
// note). The rules in words, for the "Pack rules" list, load on first use: panels/pack-rule-notes.ts.
import type { CatalogRoleConfig } from "@/lib/casts/core";

export interface PackRulesInput {
  readonly roleName: string;
  readonly packName: string;
  readonly config: CatalogRoleConfig | null;
  readonly modes: readonly string[];
  readonly hasConflict: boolean;
}

export interface PackVerdict {
  readonly deployable: boolean;
  /** One sentence: deployable or not, and the first reason. */
  readonly summary: string;
}

/** "a", "a and b", "a, b and c". */
export const names = (list: readonly string[]) =>
  list.length <= 1 ? list.join("") : `${list.slice(0, -1).join(", ")} and ${list.at(-1)}`;

/** Whether the composition is deployable under the pack, and why not. */
export function packVerdict(input: PackRulesInput): PackVerdict {
  const { roleName, packName, config, modes, hasConflict } = input;
  const blockers: string[] = [];
  if (hasConflict) blockers.push("two of its modes conflict, so no profile can be built from it");
  if (config !== null) {
    if (!config.active) {
      blockers.push(`the ${packName} pack marks ${roleName} inactive, so it never deploys it`);
    }
    const allow = config.modes_allow;
    const outside = allow.length > 0 ? [...new Set(modes.filter((mode) => !allow.includes(mode)))] : [];
    if (outside.length > 0) {
      blockers.push(
        `${names(outside)} ${outside.length === 1 ? "is" : "are"} not among the modes the pack allows ${roleName}`,
      );
    }
  }
  const deployable = blockers.length === 0;
  const summary = deployable
    ? `Deployable under the ${packName} pack.`
    : `Not deployable under the ${packName} pack: ${blockers.join("; ")}.`;
  return { deployable, summary };
}

// What the mode picker says about each mode before it is picked.
import type { CatalogMode } from "@/lib/casts/core";
import { modesClash } from "@/lib/casts/core/mode-conflict";

import type { ComposeQuery } from "./compose-query";
import { explainConflict } from "./conflict-explanation";
import type { ComposerIndex } from "./composer-index";

export interface ModeOption {
  readonly mode: CatalogMode;
  /** Already in the composition (the picker adds each mode once). */
  readonly added: boolean;
  /** Selected modes this one would conflict with, and who declares it. */
  readonly conflicts: readonly { readonly with: string; readonly reason: string }[];
  /** Allowed, but outside the modes the pack allows the role. */
  readonly outsideAllow: boolean;
  readonly isDefault: boolean;
}

function conflictReason(candidate: CatalogMode, selected: CatalogMode): string {
  return `Conflicts with ${selected.name}, already added: ${explainConflict(candidate, selected).declared}.`;
}

/** Every catalog mode, those inside the role's `modes_allow` first (catalog order otherwise). */
export function describeModeOptions(index: ComposerIndex, query: ComposeQuery): readonly ModeOption[] {
  const role = query.role === null ? undefined : index.roleByName.get(query.role);
  const allow = role?.config?.modes_allow ?? [];
  const defaults = role?.config?.default_modes ?? [];
  const selected = [...new Set(query.modes)].flatMap((name) => {
    const mode = index.modeByName.get(name);
    return mode ? [mode] : [];
  });
  const options = index.data.modes.map((mode) => ({
    mode,
    added: query.modes.includes(mode.name),
    conflicts: selected
      .filter((other) => other.name !== mode.name && modesClash(mode, other))
      .map((other) => ({ with: other.name, reason: conflictReason(mode, other) })),
    outsideAllow: allow.length > 0 && !allow.includes(mode.name),
    isDefault: defaults.includes(mode.name),
  }));
  return [
    ...options.filter((option) => !option.outsideAllow),
    ...options.filter((option) => option.outsideAllow),
  ];
}

/** Why a mode is outside the role's pack allowance, naming what is allowed. */
export function outsideAllowReason(roleName: string, packName: string, allow: readonly string[]): string {
  return `The ${packName} pack allows ${roleName} only ${allow.join(", ")}: with another mode the composition is not deployable under the pack.`;
}

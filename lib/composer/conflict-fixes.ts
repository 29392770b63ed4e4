// Why two modes conflict, in the modes' own words, and the one-click edits that resolve it.
import type { CatalogMode } from "@/lib/casts/core";

export interface ConflictExplanation {
  /** Who declares the conflict, in words, e.g. "fast says it cannot be combined with slow". */
  readonly declared: string;
  /** Each mode's own summary (the first sentence of its description). */
  readonly summaries: readonly { readonly name: string; readonly summary: string }[];
}

export interface ConflictFix {
  readonly label: string;
  readonly modes: readonly string[];
  readonly status: string;
}

/** The first sentence of a description (its summary), with the final period. */
export function firstSentence(text: string): string {
  // A sentence ends at . ! or ? before a capital letter or the end ("e.g. small" does not end one).
  const match = /^(.*?[.!?])(?:\s+(?=\p{Lu})|$)/su.exec(text.trim());
  return match ? match[1]! : text.trim();
}

/** Why `later` and `earlier` cannot share a composition: each one's aim and which one declares it. */
export function explainConflict(later: CatalogMode, earlier: CatalogMode): ConflictExplanation {
  const laterDeclares = later.conflicts_with.includes(earlier.name);
  const earlierDeclares = earlier.conflicts_with.includes(later.name);
  const declared =
    laterDeclares && earlierDeclares
      ? `${later.name} and ${earlier.name} each say they cannot be combined with the other`
      : laterDeclares
        ? `${later.name} says it cannot be combined with ${earlier.name}`
        : `${earlier.name} says it cannot be combined with ${later.name}`;
  return {
    declared,
    summaries: [later, earlier].map((mode) => ({
      name: mode.name,
      summary: firstSentence(mode.description),
    })),
  };
}

/** Edits that leave only one of the two: remove either, or put the later one in the earlier one's place. */
export function conflictFixes(
  modes: readonly string[],
  conflict: { readonly later: string; readonly earlier: string },
): ConflictFix[] {
  const { later, earlier } = conflict;
  const without = (name: string) => modes.filter((mode) => mode !== name);
  const replaced = modes.flatMap((mode) => (mode === earlier ? [later] : mode === later ? [] : [mode]));
  const dedupe = (list: readonly string[]) => list.filter((mode, index) => list.indexOf(mode) === index);
  return [
    { label: `Remove ${later}`, modes: without(later), status: `Removed ${later} to resolve the conflict.` },
    {
      label: `Remove ${earlier}`,
      modes: without(earlier),
      status: `Removed ${earlier} to resolve the conflict.`,
    },
    {
      label: `Replace ${earlier} with ${later}`,
      modes: dedupe(replaced),
      status: `Replaced ${earlier} with ${later} to resolve the conflict.`,
    },
  ];
}

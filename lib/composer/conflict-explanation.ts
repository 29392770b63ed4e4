// Why two modes conflict, in the modes' own words (the mode picker and the conflict alert say it).
import type { CatalogMode } from "@/lib/casts/core";

export interface ConflictExplanation {
  /** Who declares the conflict, in words, e.g. "fast says it cannot be combined with slow". */
  readonly declared: string;
  /** Each mode's own summary (the first sentence of its description). */
  readonly summaries: readonly { readonly name: string; readonly summary: string }[];
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

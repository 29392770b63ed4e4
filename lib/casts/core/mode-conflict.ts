// Part of the browser core (@/lib/casts/core): no zod, no YAML parser, no built-in registry.

/**
 * What conflict checks read from a mode: its name and the names it declares conflicts with,
 * either as a `Mode` (`conflictsWith`) or as a catalog entry (`conflicts_with`).
 */
export type ConflictDeclaring =
  | { readonly name: string; readonly conflictsWith: readonly string[] }
  | { readonly name: string; readonly conflicts_with: readonly string[] };

export interface ModeConflict<M extends ConflictDeclaring = ConflictDeclaring> {
  readonly later: M;
  readonly earlier: M;
  /** The later mode's position in the list checked. */
  readonly index: number;
}

/** The names a mode declares conflicts with, whichever shape it has. */
export function declaredConflicts(mode: ConflictDeclaring): readonly string[] {
  return "conflictsWith" in mode ? mode.conflictsWith : mode.conflicts_with;
}

/** True when either mode declares a conflict with the other. */
export function modesClash(a: ConflictDeclaring, b: ConflictDeclaring): boolean {
  return declaredConflicts(a).includes(b.name) || declaredConflicts(b).includes(a.name);
}

/**
 * ADR D2 conflict rule: walk modes in order, comparing each with the distinct names seen so
 * far (a later same-name mode replaces the earlier one in place); either side may declare it.
 */
export function findModeConflict<M extends ConflictDeclaring>(modes: readonly M[]): ModeConflict<M> | null {
  // The distinct names seen so far, each holding its latest mode, in first-seen order (a few
  // entries: arrays beat a Map here, and this runs on every composition).
  const seen: M[] = [];
  for (let index = 0; index < modes.length; index += 1) {
    const later = modes[index] as M;
    let slot = -1;
    for (let position = 0; position < seen.length; position += 1) {
      const earlier = seen[position] as M;
      if (modesClash(earlier, later)) return { later, earlier, index };
      if (earlier.name === later.name) slot = position;
    }
    if (slot === -1) seen.push(later);
    else seen[slot] = later;
  }
  return null;
}

/** The exact error text: `Mode conflict: 'later' vs 'earlier'`. */
export function modeConflictMessage(conflict: Pick<ModeConflict, "later" | "earlier">): string {
  return `Mode conflict: '${conflict.later.name}' vs '${conflict.earlier.name}'`;
}

// Dependency-free so that UI islands can check conflicts without loading YAML or zod.

/** The part of a Mode that conflict checks read. */
export interface ConflictDeclaring {
  readonly name: string;
  readonly conflictsWith: readonly string[];
}

export interface ModeConflict<M extends ConflictDeclaring = ConflictDeclaring> {
  readonly later: M;
  readonly earlier: M;
}

/**
 * ADR D2 conflict rule: walk modes in order, comparing each with the distinct names seen so
 * far (a later same-name mode replaces the earlier one in place); either side may declare it.
 */
export function findModeConflict<M extends ConflictDeclaring>(modes: readonly M[]): ModeConflict<M> | null {
  const seen = new Map<string, M>();
  for (const later of modes) {
    for (const earlier of seen.values()) {
      if (earlier.conflictsWith.includes(later.name) || later.conflictsWith.includes(earlier.name)) {
        return { later, earlier };
      }
    }
    seen.set(later.name, later);
  }
  return null;
}

/** The exact error text: `Mode conflict: 'later' vs 'earlier'`. */
export function modeConflictMessage(conflict: ModeConflict): string {
  return `Mode conflict: '${conflict.later.name}' vs '${conflict.earlier.name}'`;
}

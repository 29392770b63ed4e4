// The one-click edits that resolve a mode conflict (the conflict alert's buttons); why two modes
// conflict is conflict-explanation.ts, re-exported here.
export { explainConflict, firstSentence } from "./conflict-explanation";
export type { ConflictExplanation } from "./conflict-explanation";

export interface ConflictFix {
  readonly label: string;
  readonly modes: readonly string[];
  readonly status: string;
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

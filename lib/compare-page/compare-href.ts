// Writing /compare's URL (compare-query.ts reads it and re-exports this): a module of its own so that
// a page linking to /compare (the composer) does not bundle the reader.
import { formatCompositionSpec, type CompositionSpec } from "@/lib/casts/compare/spec-format";

export const COMPARE_VIEWS = ["plain", "runtime", "emissions"] as const;
export type CompareView = (typeof COMPARE_VIEWS)[number];

/** Where a side's runtime policy comes from: the site's pack, or the pack lab's (this browser only). */
export type PackChoice = "default" | "lab";

export interface CompareQuery {
  readonly a: CompositionSpec;
  readonly b: CompositionSpec;
  readonly view: CompareView;
  readonly packA: PackChoice;
  readonly packB: PackChoice;
}

const encodeSpec = (spec: CompositionSpec) =>
  formatCompositionSpec({ role: encodeURIComponent(spec.role), modes: spec.modes.map(encodeURIComponent) });

/** The query string; defaults (plain view, default packs) are left out. ":" and "," stay readable. */
export function formatCompareQuery(query: CompareQuery): string {
  let search = `?a=${encodeSpec(query.a)}&b=${encodeSpec(query.b)}`;
  if (query.view !== "plain") search += `&view=${query.view}`;
  if (query.packA !== "default") search += `&pack-a=${query.packA}`;
  if (query.packB !== "default") search += `&pack-b=${query.packB}`;
  return search;
}

// /compare's URL state: ?a=<role>[:<m1>,…]&b=<role>[:…]&view=plain|runtime|emissions&pack-a=lab&pack-b=lab.
import {
  parseCompositionSpec,
  type CompositionSpec,
  type KnownCompositionNames,
} from "@/lib/casts/compare/composition-spec";

import { COMPARE_VIEWS, type CompareQuery, type CompareView, type PackChoice } from "./compare-href";

export { COMPARE_VIEWS, formatCompareQuery } from "./compare-href";
export type { CompareQuery, CompareView, PackChoice } from "./compare-href";

export interface ParsedCompareQuery {
  readonly query: CompareQuery;
  /** One message per parameter that could not be read (its default is used instead). */
  readonly problems: readonly string[];
}

function isView(value: string): value is CompareView {
  return (COMPARE_VIEWS as readonly string[]).includes(value);
}

/**
 * Reads the URL; a missing side starts as the first role with no modes, a bad one is reported. A link
 * naming neither side shows what the page is for: the first role against itself with the first mode.
 */
export function parseCompareQuery(params: URLSearchParams, known: KnownCompositionNames): ParsedCompareQuery {
  const problems: string[] = [];
  const fallback: CompositionSpec = { role: known.roles[0] ?? "", modes: [] };
  const example: CompositionSpec =
    params.has("a") || params.has("b") ? fallback : { ...fallback, modes: known.modes.slice(0, 1) };
  const side = (param: "a" | "b"): CompositionSpec => {
    const value = params.get(param);
    if (value === null) return param === "b" ? example : fallback;
    const parsed = parseCompositionSpec(value, param, known);
    if (parsed.ok) return parsed.spec;
    problems.push(parsed.message);
    return fallback;
  };
  const a = side("a");
  const b = side("b");
  const rawView = params.get("view") ?? "plain";
  if (!isView(rawView)) problems.push(`view: '${rawView}' is not a view; use plain, runtime or emissions`);
  const pack = (param: "pack-a" | "pack-b"): PackChoice => {
    const value = params.get(param);
    if (value === null || value === "default") return "default";
    if (value === "lab") return "lab";
    problems.push(`${param}: '${value}' is not a pack; use default or lab`);
    return "default";
  };
  return {
    query: { a, b, view: isView(rawView) ? rawView : "plain", packA: pack("pack-a"), packB: pack("pack-b") },
    problems,
  };
}

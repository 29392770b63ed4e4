// The `casts diff` command that prints the comparison /compare shows (contract §9: `casts diff <a> <b>`,
// each side written as in the page's URL). No name needs shell quoting: a directory role's may use only
// letters, digits, '_' and '-', not starting with '-', and the built-in roles' and modes' are kebab-case.
import { formatCompositionSpec } from "@/lib/casts/compare/spec-format";

import type { CompareQuery } from "./compare-href";

/**
 * The command for a comparison's two sides, with `--runtime` for the runtime view. A side set to the pack
 * lab's pack is written as if it were not: that pack lives in one browser, and the command cannot name it.
 */
export function diffCommand(query: Pick<CompareQuery, "a" | "b" | "view">): string {
  const runtime = query.view === "runtime" ? " --runtime" : "";
  return `casts diff ${formatCompositionSpec(query.a)} ${formatCompositionSpec(query.b)}${runtime}`;
}

import "server-only";

import { composerIndexFile, roleBodyFile } from "@/lib/composer/build/composer-payload";
import { createComposerIndex } from "@/lib/composer/composer-index";
import type { ConflictDeclaring } from "@/lib/casts/core/mode-conflict";

import { buildComparison, type Comparison } from "@/lib/compare-page/build-comparison";
import { parseCompareQuery, type CompareQuery } from "@/lib/compare-page/compare-query";

export interface DefaultComparison {
  readonly roles: readonly string[];
  readonly modes: readonly ConflictDeclaring[];
  readonly query: CompareQuery;
  readonly comparison: Comparison;
}

/**
 * What /compare shows for a link with no query (the first role without and with the first mode), made
 * at build time from the same files the island fetches, so the page can show it before any script runs.
 */
export function defaultComparison(): DefaultComparison {
  const index = createComposerIndex(composerIndexFile());
  const { query } = parseCompareQuery(new URLSearchParams(), index);
  const comparison = buildComparison(index, query, null, (role) => roleBodyFile(role)?.body);
  // Only what the page's markup reads of each mode (the mode list it offers each side).
  const modes = index.data.modes.map(({ name, conflicts_with }) => ({ name, conflicts_with }));
  return { roles: index.roles, modes, query, comparison };
}

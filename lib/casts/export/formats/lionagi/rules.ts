// The documented constraints of the lionagi format, each with its source (see ./index.ts).
import type { LintRule } from "../format";

export const rules: readonly LintRule[] = [];

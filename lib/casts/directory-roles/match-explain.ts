import { matchesWhole, regexError } from "./matchers";

export interface MatchExplanation {
  readonly allowed: boolean;
  /** The first pattern that matched the whole ID, or null. */
  readonly matched: string | null;
  /** Why: which pattern matched, that none did, or that there is no filter. */
  readonly reason: string;
}

/**
 * Whether a role allows a model ID (`kind: "model"`, one pattern) or a tool name (`kind: "tool"`,
 * the `tool_filter` list; empty means every tool), matched against the whole ID exactly as the
 * loader does (matchesWhole).
 */
export function explainMatch(
  kind: "model" | "tool",
  patterns: readonly string[],
  id: string,
): MatchExplanation {
  if (kind === "tool" && patterns.length === 0)
    return { allowed: true, matched: null, reason: "tool_filter is empty: every tool is visible" };
  for (const pattern of patterns) {
    if (regexError(pattern) !== null) continue;
    if (matchesWhole(pattern, id))
      return { allowed: true, matched: pattern, reason: `matches ${pattern} as a whole` };
  }
  const what = kind === "model" ? "the model pattern" : "any tool_filter pattern";
  return { allowed: false, matched: null, reason: `does not match ${what} as a whole ID` };
}

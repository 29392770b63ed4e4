// Claude Code's model aliases for a subagent's `model`: `sonnet`, `opus` and `haiku`, each the newest
// model of one Claude family (https://code.claude.com/docs/en/sub-agents, "Choose a model";
// https://code.claude.com/docs/en/model-config, "Model aliases"). A directory role's `model` is a pattern
// matched against the whole model ID (docs/formats.md), so an alias travels as the pattern of its
// family's IDs: the reader writes that pattern, and the writer gives the alias back for it.

/** A Claude Code alias and the family of model IDs it stands for. */
interface AliasFamily {
  readonly alias: string;
  /** The family as people name it. */
  readonly family: string;
  /** Every ID of the family, old (`claude-3-5-sonnet-20241022`) and new (`claude-sonnet-4-6`). */
  readonly pattern: string;
}

const familyPattern = (name: string) => `claude-(?:\\d[\\d-]*-)?${name}(?:-.+)?`;

const ALIASES: readonly AliasFamily[] = [
  { alias: "sonnet", family: "Claude Sonnet", pattern: familyPattern("sonnet") },
  { alias: "opus", family: "Claude Opus", pattern: familyPattern("opus") },
  { alias: "haiku", family: "Claude Haiku", pattern: familyPattern("haiku") },
];

/** The aliases Claude Code documents for a subagent's model, `inherit` aside. */
export const CLAUDE_CODE_MODEL_ALIASES: readonly string[] = ALIASES.map((entry) => entry.alias);

/** The family an alias stands for (`sonnet` → the Claude Sonnet IDs), or null for any other value. */
export function aliasFamily(alias: string): AliasFamily | null {
  return ALIASES.find((entry) => entry.alias === alias) ?? null;
}

/** The alias whose family pattern a directory role's `model` is, exactly; null for any other pattern. */
export function aliasOfPattern(pattern: string | null | undefined): string | null {
  return ALIASES.find((entry) => entry.pattern === pattern)?.alias ?? null;
}

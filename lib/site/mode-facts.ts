// Reading aids derived from a mode's description, which ends "<Phase>. Pairs with a, b and c."

export interface ModeDescriptionParts {
  /** What the mode does, without the phase and pairing sentences. */
  readonly summary: string;
  /** When in the reasoning the mode acts, e.g. "Pre-reasoning", "All phases"; null if unstated. */
  readonly phase: string | null;
  /** Modes the description recommends combining with, in the order given. */
  readonly pairsWith: readonly string[];
}

const TAIL = /^(.*?)\s+([A-Z][A-Za-z -]*?)\.\s+Pairs with ([^.]+)\.\s*$/s;

export function parseModeDescription(description: string): ModeDescriptionParts {
  const match = TAIL.exec(description.trim());
  if (!match) return { summary: description.trim(), phase: null, pairsWith: [] };
  const [, summary = "", phase = "", pairs = ""] = match;
  return {
    summary,
    phase,
    pairsWith: pairs
      .split(/,\s*|\s+and\s+/)
      .map((name) => name.trim())
      .filter(Boolean),
  };
}

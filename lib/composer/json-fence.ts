// Models often wrap JSON output in a Markdown code fence; the validator accepts it and says so.

export interface UnfencedText {
  readonly text: string;
  /** True when a surrounding ``` or ```json fence was removed. */
  readonly fenced: boolean;
}

const FENCE = /^\s*```[ \t]*(?:json5?|jsonc)?[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/i;

/** The text inside one surrounding Markdown code fence (plain or tagged json), or the text unchanged. */
export function stripJsonFence(text: string): UnfencedText {
  const match = FENCE.exec(text);
  return match ? { text: match[1]!, fenced: true } : { text, fenced: false };
}

/** A schema message in the reader's words: a missing value is "required", not "received undefined". */
export function readableIssue(message: string): string {
  const missing = /^Invalid input: expected (.+), received undefined$/.exec(message);
  return missing ? `required (expected ${missing[1]})` : message;
}

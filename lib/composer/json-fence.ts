// Models often wrap JSON output in a Markdown code fence, or answer like a chat: a few sentences, then
// the JSON in a fenced block. The validator accepts both and says what it read.

export interface UnfencedText {
  readonly text: string;
  /** True when a surrounding ``` or ```json fence was removed. */
  readonly fenced: boolean;
  /** True when the fenced JSON was taken from between other text (a chat reply's prose). */
  readonly inProse?: true;
}

const FENCE = /^\s*```[ \t]*(?:json5?|jsonc)?[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/i;

/** A fenced block anywhere in the text: a fence line, its body, a closing fence line. */
const BLOCK = /^[ \t]*```[ \t]*([\w+-]*)[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```[ \t]*$/gm;
const JSON_TAG = /^(?:json5?|jsonc)?$/i;

/**
 * The text inside one surrounding Markdown code fence (plain or tagged json); else, in a reply with
 * prose around it, the first fenced block tagged json (or untagged, holding an object or array); else
 * the text unchanged.
 */
export function stripJsonFence(text: string): UnfencedText {
  const match = FENCE.exec(text);
  if (match) return { text: match[1]!, fenced: true };
  for (const block of text.matchAll(BLOCK)) {
    const [, tag = "", body = ""] = block;
    if (tag.toLowerCase().startsWith("json") ? JSON_TAG.test(tag) : tag === "" && /^\s*[[{]/.test(body))
      return { text: body, fenced: true, inProse: true };
  }
  return { text, fenced: false };
}

/** A schema message in the reader's words: a missing value is "required", not "received undefined". */
export function readableIssue(message: string): string {
  const missing = /^Invalid input: expected (.+), received undefined$/.exec(message);
  return missing ? `required (expected ${missing[1]})` : message;
}

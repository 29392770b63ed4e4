// Models often wrap JSON in a Markdown code fence, or answer in prose with the JSON in a fenced
// block; the validators (the composer's paste box, checkReply for runs) accept both and say so.

export interface UnfencedText {
  readonly text: string;
  /** True when a surrounding ``` or ```json fence was removed. */
  readonly fenced: boolean;
  /** True when the fenced JSON was taken from between other text (a chat reply's prose). */
  readonly inProse?: true;
}

const FENCE = /^\s*```[ \t]*(?:json5?|jsonc)?[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```\s*$/i;
// A fenced block anywhere in the text: its info string (json, or none) and its body.
const BLOCK = /^[ \t]*```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```[ \t]*$/gm;

/**
 * The text inside one surrounding Markdown code fence (plain or tagged json); else, in a reply with
 * prose around it, the first fenced block tagged json (or untagged, holding an object or array); else
 * the text unchanged.
 */
export function stripJsonFence(text: string): UnfencedText {
  const match = FENCE.exec(text);
  if (match) return { text: match[1]!, fenced: true };
  const block = findJsonBlocks(text).find((candidate) => /^\s*[[{]/.test(candidate.text));
  return block ? { text: block.text, fenced: true, inProse: true } : { text, fenced: false };
}

export interface JsonBlock {
  /** The block's body. */
  readonly text: string;
  /** Where the body starts in the whole text (for line numbers). */
  readonly offset: number;
}

/**
 * The fenced blocks of a chat reply that may hold JSON (tagged json/json5/jsonc, or untagged), in
 * order; prose around them is ignored.
 */
export function findJsonBlocks(text: string): JsonBlock[] {
  const blocks: JsonBlock[] = [];
  for (const match of text.matchAll(BLOCK)) {
    const info = match[1]!.toLowerCase();
    if (info !== "" && !/^json[5c]?$/.test(info)) continue;
    const body = match[2]!;
    blocks.push({ text: body, offset: match.index + match[0].indexOf(body, match[0].indexOf("\n")) });
  }
  return blocks;
}

/** A schema message in the reader's words: a missing value is "required", not "received undefined". */
export function readableIssue(message: string): string {
  const missing = /^Invalid input: expected (.+), received undefined$/.exec(message);
  return missing ? `required (expected ${missing[1]})` : message;
}

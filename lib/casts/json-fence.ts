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
// A fence line: optional indentation, three backticks, an info string (json, or none), nothing else.
// An opening line may carry an info string; a closing line may not. A trailing \r (CRLF) is allowed.
const OPENING = /^[ \t]*```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?$/;
const CLOSING = /^[ \t]*```[ \t]*\r?$/;

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
  // Linear: only lines holding ``` are read, and each opening looks up the next closing fence in a
  // table built backwards (a regex over the text took 9 s for 200 kB of fences that never close).
  const fences: { readonly start: number; readonly line: string; readonly number: number }[] = [];
  let lineStart = 0;
  let lineNumber = 0;
  for (let at = text.indexOf("```"); at !== -1;) {
    // Move to the line holding `at`, counting the lines passed.
    for (
      let next = text.indexOf("\n", lineStart);
      next !== -1 && next < at;
      next = text.indexOf("\n", lineStart)
    ) {
      lineStart = next + 1;
      lineNumber += 1;
    }
    const end = text.indexOf("\n", at);
    const line = text.slice(lineStart, end === -1 ? text.length : end);
    fences.push({ start: lineStart, line, number: lineNumber });
    if (end === -1) break;
    lineStart = end + 1;
    lineNumber += 1;
    at = text.indexOf("```", lineStart);
  }
  const nextClosing = new Int32Array(fences.length + 1).fill(-1);
  for (let index = fences.length - 1; index >= 0; index -= 1)
    nextClosing[index] = CLOSING.test(fences[index]!.line) ? index : nextClosing[index + 1]!;
  const blocks: JsonBlock[] = [];
  for (let index = 0; index < fences.length; index += 1) {
    const fence = fences[index]!;
    const opening = OPENING.exec(fence.line);
    if (!opening) continue;
    // The body is at least one line (possibly empty): a fence on the very next line does not close it.
    let closing = nextClosing[index + 1]!;
    if (closing !== -1 && fences[closing]!.number === fence.number + 1) closing = nextClosing[closing + 1]!;
    if (closing === -1) continue;
    const info = opening[1]!.toLowerCase();
    if (info === "" || /^json[5c]?$/.test(info)) {
      const offset = fence.start + fence.line.length + 1;
      const body = text.slice(offset, fences[closing]!.start - 1);
      blocks.push({ text: body.endsWith("\r") ? body.slice(0, -1) : body, offset });
    }
    index = closing;
  }
  return blocks;
}

/** A schema message in the reader's words: a missing value is "required", not "received undefined". */
export function readableIssue(message: string): string {
  const missing = /^Invalid input: expected (.+), received undefined$/.exec(message);
  return missing ? `required (expected ${missing[1]})` : message;
}

// Part of the input limits (limits.ts re-exports all of it): how text from input is echoed in
// messages (clipped, control characters escaped), and how stored text is rid of those characters.

/** Longest piece of input a message quotes; the rest is cut with an ellipsis. */
export const MAX_ECHO_LENGTH = 80;

// C0 except tab and newline, DEL, C1, the bidi controls and marks, the line/paragraph separators,
// and unpaired surrogates: what can rewrite or reorder a terminal line or a log.
const UNSAFE_FOR_OUTPUT =
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFEFF\p{Cs}]/gu;

/**
 * Text from input, safe to print: control, bidi and unpaired-surrogate characters become `\uXXXX`
 * (valid inside a JSON string too, so JSON output stays JSON). Newlines and tabs are kept.
 */
export function escapeControl(text: string): string {
  return text.replace(
    UNSAFE_FOR_OUTPUT,
    (char) => `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`,
  );
}

/** A code point as `U+XXXX` (four hex digits at least), as a report names a character. */
export function codePointName(char: string): string {
  return `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/**
 * Text from input without the characters escapeControl would escape (newlines and tabs kept), and the
 * distinct ones taken out, in order of first appearance: for text that is stored, not printed.
 */
export function dropControl(text: string): { readonly text: string; readonly dropped: readonly string[] } {
  const dropped = new Set<string>();
  const kept = text.replace(UNSAFE_FOR_OUTPUT, (char) => {
    dropped.add(char);
    return "";
  });
  return { text: kept, dropped: [...dropped] };
}

/** A piece of input to quote in a message: at most `max` characters, escaped, on one line. */
export function echo(text: string, max: number = MAX_ECHO_LENGTH): string {
  const chars = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  const clipped = chars.length > max || text.length > max * 2 ? `${chars.slice(0, max).join("")}…` : text;
  return escapeLine(clipped);
}

/** Text from input as one line, whole: escapeControl, and newlines and tabs written as `\n` and `\t`. */
export function escapeLine(text: string): string {
  return escapeControl(text).replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

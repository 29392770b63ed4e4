// Part of the input limits (limits.ts re-exports all of it): the name rules and how text from input
// is echoed in messages. A module of its own because the composer's URL handling needs these and
// nothing else of limits.ts, and esbuild bundles a module whole.

/** Longest profile, pack, role or mode name, in characters (code points). */
export const MAX_NAME_LENGTH = 256;
/** Most modes in one profile (a URL or file listing more is broken or hostile). */
export const MAX_PROFILE_MODES = 32;
/** Longest piece of input a message quotes; the rest is cut with an ellipsis. */
export const MAX_ECHO_LENGTH = 80;

// Cc (C0, DEL, C1) and Cf (format: bidi controls, zero-width, BOM, tags, …), and unpaired surrogates.
// In a /u regex an unpaired surrogate is its own code point, category Cs; a pair is one astral character.
const FORBIDDEN_IN_NAME = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** Why `name` is not a valid profile, pack or role name (contract §5), or null. `what` names it: `the profile name`. */
export function nameProblem(name: string, what = "the name"): string | null {
  if (typeof name !== "string") return `${what} must be text`;
  if (name.length > MAX_NAME_LENGTH * 2 || Array.from(name).length > MAX_NAME_LENGTH) {
    return `${what} is ${Array.from(name.slice(0, MAX_NAME_LENGTH * 4)).length.toLocaleString("en-US")}${name.length > MAX_NAME_LENGTH * 4 ? "+" : ""} characters long; the limit is ${MAX_NAME_LENGTH}`;
  }
  const bad = FORBIDDEN_IN_NAME.exec(name);
  if (bad) {
    const unit = bad[0].codePointAt(0) ?? 0;
    const kind = /\p{Cc}/u.test(bad[0])
      ? "a control character"
      : /\p{Cf}/u.test(bad[0])
        ? "a format character"
        : "an unpaired surrogate";
    return `${what} contains ${kind} (${codePointLabel(unit)}, character ${Array.from(name.slice(0, bad.index)).length + 1})`;
  }
  return null;
}

function codePointLabel(codePoint: number): string {
  return `U+${codePoint.toString(16).toUpperCase().padStart(4, "0")}`;
}

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

/** A piece of input to quote in a message: at most `max` characters, escaped, on one line. */
export function echo(text: string, max: number = MAX_ECHO_LENGTH): string {
  const chars = Array.from(text.length > max * 2 ? text.slice(0, max * 2) : text);
  const clipped = chars.length > max || text.length > max * 2 ? `${chars.slice(0, max).join("")}…` : text;
  return escapeControl(clipped).replace(/\n/g, "\\n").replace(/\t/g, "\\t");
}

// The one set of input limits (contract §5) and the helpers every entry point uses to apply them:
// size checks that raise INPUT_TOO_LARGE, the name rules, line/column positions, and how text
// from input is echoed in messages (clipped, control characters escaped).
import { CastsError, type CastsErrorCode, type CastsErrorDetails } from "./errors";
import { MAX_ECHO_LENGTH } from "./echo";
import { MAX_NAME_LENGTH, MAX_PROFILE_MODES, nameProblem } from "./name-limits";
import { groupDigits } from "./digits";

export { echo, escapeControl, MAX_ECHO_LENGTH } from "./echo";
export { MAX_NAME_LENGTH, MAX_PROFILE_MODES, nameProblem } from "./name-limits";

/** Largest YAML or markdown input, in bytes of UTF-8. */
export const MAX_INPUT_BYTES = 1024 * 1024;
/** Largest directory-role `config.json`, in bytes of UTF-8. */
export const MAX_CONFIG_JSON_BYTES = 64 * 1024;
/** Deepest nesting of YAML (and JSON) collections. */
export const MAX_DEPTH = 64;
/**
 * Most YAML tokens in one input: scalars, brackets, indicators (`-`, `?`, `:`, `,`, `|`, `>`),
 * tags, anchors and aliases; whitespace, comments and document markers' text do not count. The
 * `yaml` library takes 5–8 µs a token on this machine kind (composed into data, the worst shapes:
 * a long block map, deep flow nests); at 100,000 the worst inputs took 0.6–1.0 s of CPU, so the
 * limit is 80,000 to keep every input under a second with room. A pack of 2,000 roles, each with a
 * model, an effort, modes, `active` and a policy line, is about 70,000 tokens; the packaged default
 * pack (39 roles, full policies) about 1,700.
 */
export const MAX_YAML_TOKENS = 80_000;
/**
 * Most line breaks in one YAML input outside block scalars and multi-line quoted or plain scalars
 * (those are read whole). Blank lines, indentation and comments cost the `yaml` library about as
 * much as tokens (1 MiB of newlines took 2–4 s), so they are bounded too: at most this many lines
 * cost about what MAX_YAML_TOKENS does (50,000 lines of a block sequence took 0.9 s, hence 40,000).
 * A 2,000-role pack is about 16,000 lines.
 */
export const MAX_YAML_LINES = 40_000;
/** Most anchors and aliases together in one YAML input (resolving aliases is quadratic in them). */
export const MAX_YAML_ANCHORS = 1_000;

/** One object for callers that want all limits at once (the composer, the CLI's help). */
export const LIMITS = Object.freeze({
  inputBytes: MAX_INPUT_BYTES,
  configJsonBytes: MAX_CONFIG_JSON_BYTES,
  depth: MAX_DEPTH,
  yamlTokens: MAX_YAML_TOKENS,
  yamlLines: MAX_YAML_LINES,
  yamlAnchors: MAX_YAML_ANCHORS,
  nameLength: MAX_NAME_LENGTH,
  profileModes: MAX_PROFILE_MODES,
  echoLength: MAX_ECHO_LENGTH,
});

function formatLimit(bytes: number): string {
  const unit = bytes >= 1024 * 1024 ? `${bytes / (1024 * 1024)} MiB` : `${bytes / 1024} KiB`;
  return `${unit} (${groupDigits(bytes)} bytes)`;
}

/** UTF-8 length of `text` without encoding it (lone surrogates count as U+FFFD, 3 bytes). */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(text.charCodeAt(index + 1))) {
      bytes += 4;
      index += 1;
    } else bytes += 3;
  }
  return bytes;
}

function isLowSurrogate(unit: number): boolean {
  return unit >= 0xdc00 && unit <= 0xdfff;
}

/**
 * Whether `text` is over `limit` bytes of UTF-8, in time bounded by the limit, never by the text:
 * `length * 3 <= limit` proves it under (a UTF-16 unit is at most 3 bytes) and `length > limit` proves
 * it over (a unit is at least 1 byte; a surrogate pair, 2 units, is 4), so only a text between the two
 * is counted. Over: its size, exact, or the UTF-16 length as a lower bound (`exact: false`); else null.
 */
export function sizeOverLimit(
  text: string,
  limit: number,
): { readonly bytes: number; readonly exact: boolean } | null {
  if (text.length * 3 <= limit) return null;
  if (text.length > limit) return { bytes: text.length, exact: false };
  const bytes = utf8Length(text);
  return bytes > limit ? { bytes, exact: true } : null;
}

/**
 * The message for a size over a limit, e.g. `input is 1,048,582 bytes, over the 1 MiB (1,048,576 bytes)
 * limit`; with `exact: false`, `input is at least 33,554,432 bytes, …` (sizeOverLimit's lower bound).
 */
export function tooLargeMessage(
  bytes: number,
  limit: number = MAX_INPUT_BYTES,
  what = "input",
  exact = true,
): string {
  return `${what} is ${exact ? "" : "at least "}${groupDigits(bytes)} bytes, over the ${formatLimit(limit)} limit`;
}

/** Throws INPUT_TOO_LARGE when `text` is over `limit` bytes; a non-string throws `code`. */
export function assertInputSize(
  text: string,
  label: string,
  options: { readonly limit?: number; readonly code?: CastsErrorCode } = {},
): void {
  const limit = options.limit ?? MAX_INPUT_BYTES;
  if (typeof text !== "string") {
    throw new CastsError(
      options.code ?? "YAML_INVALID",
      `${label}: expected text, got ${text === null ? "null" : typeof text}`,
      { details: { path: label } },
    );
  }
  // Refused before any work proportional to the text: a 32 MiB string costs what a short one does.
  const over = sizeOverLimit(text, limit);
  if (over) {
    throw new CastsError(
      "INPUT_TOO_LARGE",
      `${label}: ${tooLargeMessage(over.bytes, limit, "input", over.exact)}`,
      { details: { path: label } },
    );
  }
}

/** Throws NAME_INVALID (with `details`) when `name` breaks the name rules. */
export function assertName(name: string, what: string, details: CastsErrorDetails = {}, prefix = ""): void {
  const problem = nameProblem(name, what);
  if (problem) throw new CastsError("NAME_INVALID", `${prefix}${problem}${atPosition(details)}`, { details });
}

/** Maps offsets in one text to 1-based line and column (columns in code points); built once, O(log n) per lookup. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(private readonly text: string) {
    for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) {
      this.starts.push(index + 1);
    }
  }

  position(offset: number): { line: number; column: number } {
    const clamped = Math.max(0, Math.min(offset, this.text.length));
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= clamped) low = middle;
      else high = middle - 1;
    }
    const start = this.starts[low] ?? 0;
    const piece = this.text.slice(start, clamped);
    // Code points, so a column matches what an editor shows for astral characters.
    let column = 1;
    for (let index = 0; index < piece.length; index += 1) {
      const unit = piece.charCodeAt(index);
      if (unit >= 0xd800 && unit <= 0xdbff && isLowSurrogate(piece.charCodeAt(index + 1))) index += 1;
      column += 1;
    }
    return { line: low + 1, column };
  }
}

/** The 1-based line and column of `offset` in `text`. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  return new LineIndex(text).position(offset);
}

/** ` at line L, column C` for a position, or "" when there is none. */
export function atPosition(
  position: { readonly line?: number; readonly column?: number } | null | undefined,
): string {
  if (!position || position.line === undefined) return "";
  return position.column === undefined
    ? ` at line ${position.line}`
    : ` at line ${position.line}, column ${position.column}`;
}

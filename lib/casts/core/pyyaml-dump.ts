// A byte-exact port of what PyYAML's `dump(..., default_flow_style=False, allow_unicode=True)`
// writes for a mapping of string keys to strings and lists of strings (sort_keys, block style,
// width 80): the reference implementation's profile YAML. Hand-written because no YAML library
// reproduces PyYAML's quoting and folding choices byte for byte. Profile YAML must
// match the reference implementation's files, so this follows PyYAML's emitter step by step.

import { countCharacters } from "./characters";

const BEST_WIDTH = 80;
const BREAKS = "\n\x85\u2028\u2029";
const SPACE_OR_BREAK = `\0 \t\r${BREAKS}`;

// YAML 1.1 implicit resolvers: a plain scalar matching one of these would not load as a string.
const IMPLICIT_RESOLVERS: readonly (readonly [string, RegExp])[] = [
  ["yYnNtTfFoO", /^(?:yes|Yes|YES|no|No|NO|true|True|TRUE|false|False|FALSE|on|On|ON|off|Off|OFF)$/],
  [
    "-+0123456789.",
    /^(?:[-+]?(?:[0-9][0-9_]*)\.[0-9_]*(?:[eE][-+][0-9]+)?|\.[0-9][0-9_]*(?:[eE][-+][0-9]+)?|[-+]?[0-9][0-9_]*(?::[0-5]?[0-9])+\.[0-9_]*|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$/,
  ],
  [
    "-+0123456789",
    /^(?:[-+]?0b[0-1_]+|[-+]?0[0-7_]+|[-+]?(?:0|[1-9][0-9_]*)|[-+]?0x[0-9a-fA-F_]+|[-+]?[1-9][0-9_]*(?::[0-5]?[0-9])+)$/,
  ],
  ["<", /^(?:<<)$/],
  ["~nN", /^(?:~|null|Null|NULL|)$/],
  [
    "0123456789",
    /^(?:[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]|[0-9][0-9][0-9][0-9]-[0-9][0-9]?-[0-9][0-9]?(?:[Tt]|[ \t]+)[0-9][0-9]?:[0-9][0-9]:[0-9][0-9](?:\.[0-9]*)?(?:[ \t]*(?:Z|[-+][0-9][0-9]?(?::[0-9][0-9])?))?)$/,
  ],
  ["=", /^(?:=)$/],
  ["!&*", /^(?:!|&|\*)$/],
];

// Python's `$` also matches before one trailing newline.
function pythonFullMatch(pattern: RegExp, value: string): boolean {
  return pattern.test(value) || (value.endsWith("\n") && pattern.test(value.slice(0, -1)));
}

function plainLoadsAsString(value: string): boolean {
  if (value === "") return false; // the empty plain scalar loads as null
  const first = String.fromCodePoint(value.codePointAt(0) ?? 0);
  return !IMPLICIT_RESOLVERS.some(
    ([firsts, pattern]) => firsts.includes(first) && pythonFullMatch(pattern, value),
  );
}

interface Analysis {
  readonly empty: boolean;
  readonly multiline: boolean;
  readonly allowBlockPlain: boolean;
  readonly allowSingleQuoted: boolean;
}

const isPrintableAscii = (ch: string) => ch >= "\x20" && ch <= "\x7E";
// PyYAML's printable non-ASCII characters (one code point each): NEL, the BMP outside surrogates
// (but not the BOM or U+FFFE/U+FFFF) and the astral planes up to U+10FFFE.
const isPrintableUnicode = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    code !== 0xfeff &&
    (code === 0x85 ||
      (code >= 0xa0 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      (code >= 0x10000 && code < 0x10ffff))
  );
};
// What a double-quoted scalar may hold unescaped with allow_unicode (the BMP only, as PyYAML).
const isDoubleQuotedSafe = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xd7ff) || (code >= 0xe000 && code <= 0xfffd)
  );
};

function analyze(scalar: string): Analysis {
  if (scalar === "") return { empty: true, multiline: false, allowBlockPlain: true, allowSingleQuoted: true };
  const chars = Array.from(scalar);
  let blockIndicators = false;
  let lineBreaks = false;
  let specialCharacters = false;
  let leadingSpace = false;
  let leadingBreak = false;
  let trailingSpace = false;
  let trailingBreak = false;
  let breakSpace = false;
  let spaceBreak = false;
  if (scalar.startsWith("---") || scalar.startsWith("...")) blockIndicators = true;
  let precededByWhitespace = true;
  let followedByWhitespace = chars.length === 1 || SPACE_OR_BREAK.includes(chars[1] ?? "");
  let previousSpace = false;
  let previousBreak = false;
  chars.forEach((ch, index) => {
    if (index === 0) {
      if ("#,[]{}&*!|>'\"%@`".includes(ch)) blockIndicators = true;
      if ("?:".includes(ch) && followedByWhitespace) blockIndicators = true;
      if (ch === "-" && followedByWhitespace) blockIndicators = true;
    } else {
      if (ch === ":" && followedByWhitespace) blockIndicators = true;
      if (ch === "#" && precededByWhitespace) blockIndicators = true;
    }
    if (BREAKS.includes(ch)) lineBreaks = true;
    // allow_unicode: printable non-ASCII stays as it is; anything else forces double quotes.
    if (!(ch === "\n" || isPrintableAscii(ch) || isPrintableUnicode(ch))) specialCharacters = true;
    if (ch === " ") {
      if (index === 0) leadingSpace = true;
      if (index === chars.length - 1) trailingSpace = true;
      if (previousBreak) breakSpace = true;
      previousSpace = true;
      previousBreak = false;
    } else if (BREAKS.includes(ch)) {
      if (index === 0) leadingBreak = true;
      if (index === chars.length - 1) trailingBreak = true;
      if (previousSpace) spaceBreak = true;
      previousSpace = false;
      previousBreak = true;
    } else {
      previousSpace = false;
      previousBreak = false;
    }
    precededByWhitespace = SPACE_OR_BREAK.includes(ch);
    followedByWhitespace = index + 2 >= chars.length || SPACE_OR_BREAK.includes(chars[index + 2] ?? "");
  });
  let allowBlockPlain = true;
  let allowSingleQuoted = true;
  if (leadingSpace || leadingBreak || trailingSpace || trailingBreak) allowBlockPlain = false;
  if (breakSpace) allowBlockPlain = allowSingleQuoted = false;
  if (spaceBreak || specialCharacters) allowBlockPlain = allowSingleQuoted = false;
  if (lineBreaks || blockIndicators) allowBlockPlain = false;
  return { empty: false, multiline: lineBreaks, allowBlockPlain, allowSingleQuoted };
}

const ESCAPES: Readonly<Record<string, string>> = {
  "\0": "0",
  "\x07": "a",
  "\x08": "b",
  "\x09": "t",
  "\x0A": "n",
  "\x0B": "v",
  "\x0C": "f",
  "\x0D": "r",
  "\x1B": "e",
  '"': '"',
  "\\": "\\",
  "\x85": "N",
  "\xA0": "_",
  "\u2028": "L",
  "\u2029": "P",
};

function escapeFor(ch: string): string {
  const known = ESCAPES[ch];
  if (known !== undefined) return `\\${known}`;
  const code = ch.codePointAt(0) ?? 0;
  const hex = code.toString(16).toUpperCase();
  if (code <= 0xff) return `\\x${hex.padStart(2, "0")}`;
  if (code <= 0xffff) return `\\u${hex.padStart(4, "0")}`;
  return `\\U${hex.padStart(8, "0")}`;
}

class Emitter {
  private out = "";
  private column = 0;
  private whitespace = true;
  private indention = true;
  private indent = 0;

  toString(): string {
    return this.out;
  }

  private write(data: string): void {
    this.out += data;
    this.column += countCharacters(data);
  }

  private lineBreak(data = "\n"): void {
    this.out += data;
    this.whitespace = true;
    this.indention = true;
    this.column = 0;
  }

  private writeIndent(): void {
    if (!this.indention || this.column > this.indent || (this.column === this.indent && !this.whitespace)) {
      this.lineBreak();
    }
    if (this.column < this.indent) {
      this.whitespace = true;
      this.write(" ".repeat(this.indent - this.column));
    }
  }

  private indicator(text: string, needWhitespace: boolean, whitespace = false, indention = false): void {
    this.write(this.whitespace || !needWhitespace ? text : ` ${text}`);
    this.whitespace = whitespace;
    this.indention = this.indention && indention;
  }

  key(name: string): void {
    this.indent = 0;
    this.writeIndent();
    this.scalar(name, true);
    this.indicator(":", false);
  }

  sequenceItem(value: string): void {
    this.indent = 0;
    this.writeIndent();
    this.indicator("-", true, false, true);
    this.scalar(value, false);
  }

  emptySequence(): void {
    this.indicator("[]", true);
  }

  // Scalar values sit one indentation step (2) deeper than their mapping or indentless sequence.
  scalar(value: string, simpleKey: boolean): void {
    const analysis = analyze(value);
    const outer = this.indent;
    this.indent = simpleKey ? 0 : 2;
    if (
      !(simpleKey && (analysis.empty || analysis.multiline)) &&
      analysis.allowBlockPlain &&
      plainLoadsAsString(value)
    ) {
      this.writePlain(value, !simpleKey);
    } else if (analysis.allowSingleQuoted && !(simpleKey && analysis.multiline)) {
      this.writeSingleQuoted(value, !simpleKey);
    } else {
      this.writeDoubleQuoted(value, !simpleKey);
    }
    this.indent = outer;
  }

  /**
   * Writes the run of line breaks chars[start, end) once the run ends at `end` (plain and
   * single-quoted scalars alike; a leading "\n" takes one more break), and says whether it did.
   */
  private endBreaks(chars: readonly string[], start: number, end: number): boolean {
    const ch = chars[end];
    if (ch !== undefined && BREAKS.includes(ch)) return false;
    if (chars[start] === "\n") this.lineBreak();
    for (const br of chars.slice(start, end)) this.lineBreak(br);
    this.writeIndent();
    return true;
  }

  private writePlain(text: string, split: boolean): void {
    if (text === "") return;
    if (!this.whitespace) this.write(" ");
    this.whitespace = false;
    this.indention = false;
    const chars = Array.from(text);
    let spaces = false;
    let breaks = false;
    let start = 0;
    for (let end = 0; end <= chars.length; end += 1) {
      const ch = chars[end];
      if (spaces) {
        if (ch !== " ") {
          if (start + 1 === end && this.column > BEST_WIDTH && split) {
            this.writeIndent();
            this.whitespace = false;
            this.indention = false;
          } else {
            this.write(chars.slice(start, end).join(""));
          }
          start = end;
        }
      } else if (breaks) {
        if (this.endBreaks(chars, start, end)) {
          this.whitespace = false;
          this.indention = false;
          start = end;
        }
      } else if (ch === undefined || ` ${BREAKS}`.includes(ch)) {
        this.write(chars.slice(start, end).join(""));
        start = end;
      }
      if (ch !== undefined) {
        spaces = ch === " ";
        breaks = BREAKS.includes(ch);
      }
    }
  }

  private writeSingleQuoted(text: string, split: boolean): void {
    this.indicator("'", true);
    const chars = Array.from(text);
    let spaces = false;
    let breaks = false;
    let start = 0;
    for (let end = 0; end <= chars.length; end += 1) {
      const ch = chars[end];
      if (spaces) {
        if (ch === undefined || ch !== " ") {
          if (start + 1 === end && this.column > BEST_WIDTH && split && start !== 0 && end !== chars.length) {
            this.writeIndent();
          } else {
            this.write(chars.slice(start, end).join(""));
          }
          start = end;
        }
      } else if (breaks) {
        if (this.endBreaks(chars, start, end)) start = end;
      } else if (ch === undefined || ` ${BREAKS}`.includes(ch) || ch === "'") {
        if (start < end) {
          this.write(chars.slice(start, end).join(""));
          start = end;
        }
      }
      if (ch === "'") {
        this.write("''");
        start = end + 1;
      }
      if (ch !== undefined) {
        spaces = ch === " ";
        breaks = BREAKS.includes(ch);
      }
    }
    this.indicator("'", false);
  }

  private writeDoubleQuoted(text: string, split: boolean): void {
    this.indicator('"', true);
    const chars = Array.from(text);
    let start = 0;
    for (let end = 0; end <= chars.length; end += 1) {
      const ch = chars[end];
      if (ch === undefined || '"\\\x85\u2028\u2029\uFEFF'.includes(ch) || !isDoubleQuotedSafe(ch)) {
        if (start < end) {
          this.write(chars.slice(start, end).join(""));
          start = end;
        }
        if (ch !== undefined) {
          this.write(escapeFor(ch));
          start = end + 1;
        }
      }
      if (
        0 < end &&
        end < chars.length - 1 &&
        (ch === " " || start >= end) &&
        this.column + (end - start) > BEST_WIDTH &&
        split
      ) {
        const data = `${chars.slice(start, end).join("")}\\`;
        if (start < end) start = end;
        this.write(data);
        this.writeIndent();
        this.whitespace = false;
        this.indention = false;
        if (chars[start] === " ") this.write("\\");
      }
    }
    this.indicator('"', false);
  }

  endDocument(): void {
    this.indent = 0;
    this.writeIndent();
  }
}

/** `yaml.dump(mapping, default_flow_style=False, allow_unicode=True)` for string keys and string or string-list values. */
export function dumpPyYamlMapping(mapping: Readonly<Record<string, string | readonly string[]>>): string {
  const emitter = new Emitter();
  const keys = Object.keys(mapping).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  for (const key of keys) {
    const value = mapping[key];
    emitter.key(key);
    if (typeof value === "string") {
      emitter.scalar(value, false);
    } else if (!value || value.length === 0) {
      emitter.emptySequence();
    } else {
      for (const item of value) emitter.sequenceItem(item);
    }
  }
  emitter.endDocument();
  return emitter.toString();
}

// A strict JSON reader for every JSON input (role config.json, pasted model output): RFC 8259
// only, hand-written because JSON.parse reports positions only in engine-specific message text.
// Every error carries its line and column; duplicate keys, `__proto__` keys and unpaired
// surrogates in the text are rejected (JSON.parse keeps the last duplicate silently); nesting is
// bounded; one linear pass, so any input within the limits parses in milliseconds.
import type { CastsErrorCode } from "./core/errors";
import { echo, LineIndex, MAX_DEPTH } from "./core/limits";

export type StrictJsonValue =
  string | number | boolean | null | StrictJsonValue[] | { [key: string]: StrictJsonValue };

export type StrictJsonResult =
  | { readonly ok: true; readonly value: StrictJsonValue }
  | {
      readonly ok: false;
      /** `invalid JSON at line 3, column 5: expected ',' or '}'`. */
      readonly message: string;
      /** The problem without its position, e.g. `expected ',' or '}'`. */
      readonly reason: string;
      /** INPUT_TOO_LARGE for nesting over the limit, else YAML_INVALID-like syntax: "JSON_SYNTAX". */
      readonly code: CastsErrorCode | "JSON_SYNTAX";
      readonly line: number;
      readonly column: number;
    };

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
    readonly code: "INPUT_TOO_LARGE" | "JSON_SYNTAX" = "JSON_SYNTAX",
  ) {
    super(message);
  }
}

/** Parses JSON text; errors read `invalid JSON at line 3, column 5: expected ',' or '}'`. */
export function parseStrictJson(text: string): StrictJsonResult {
  const reader = new Reader(text);
  try {
    reader.skipWhitespace();
    const value = reader.value(0);
    reader.skipWhitespace();
    if (!reader.atEnd()) reader.fail(`unexpected ${reader.describeNext()} after the end of the document`);
    return { ok: true, value };
  } catch (error) {
    if (!(error instanceof JsonSyntaxError)) throw error;
    const { line, column } = new LineIndex(text).position(error.offset);
    return {
      ok: false,
      message: `invalid JSON at line ${line}, column ${column}: ${error.message}`,
      code: error.code,
      reason: error.message,
      line,
      column,
    };
  }
}

const ESCAPES = new Map([
  ['"', '"'],
  ["\\", "\\"],
  ["/", "/"],
  ["b", "\b"],
  ["f", "\f"],
  ["n", "\n"],
  ["r", "\r"],
  ["t", "\t"],
]);

class Reader {
  private offset = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  fail(
    message: string,
    offset = this.offset,
    code: "INPUT_TOO_LARGE" | "JSON_SYNTAX" = "JSON_SYNTAX",
  ): never {
    throw new JsonSyntaxError(message, offset, code);
  }

  describeNext(): string {
    if (this.atEnd()) return "end of file";
    const char = String.fromCodePoint(this.text.codePointAt(this.offset) ?? 0);
    const code = char.codePointAt(0) ?? 0;
    const label = `U+${code.toString(16).padStart(4, "0").toUpperCase()}`;
    if (code < 0x20) return `control character ${label}`;
    if (code >= 0xd800 && code <= 0xdfff) return `unpaired surrogate ${label}`;
    return `'${echo(char)}'`;
  }

  skipWhitespace(): void {
    while (!this.atEnd() && " \t\n\r".includes(this.text[this.offset] ?? "")) this.offset += 1;
  }

  value(depth: number): StrictJsonValue {
    if (depth >= MAX_DEPTH && (this.text[this.offset] === "[" || this.text[this.offset] === "{"))
      this.fail(
        `nesting deeper than ${MAX_DEPTH} levels (the limit is ${MAX_DEPTH})`,
        this.offset,
        "INPUT_TOO_LARGE",
      );
    const char = this.text[this.offset];
    if (char === "{") return this.object(depth);
    if (char === "[") return this.array(depth);
    if (char === '"') return this.string();
    if (char === "-" || (char !== undefined && char >= "0" && char <= "9")) return this.number();
    for (const [word, value] of [
      ["true", true],
      ["false", false],
      ["null", null],
    ] as const) {
      if (this.text.startsWith(word, this.offset)) {
        this.offset += word.length;
        return value;
      }
    }
    return this.fail(`expected a value, found ${this.describeNext()}`);
  }

  private expect(char: string, what: string): void {
    if (this.text[this.offset] !== char) this.fail(`expected ${what}, found ${this.describeNext()}`);
    this.offset += 1;
  }

  private object(depth: number): { [key: string]: StrictJsonValue } {
    const result: { [key: string]: StrictJsonValue } = {};
    this.offset += 1;
    this.skipWhitespace();
    if (this.text[this.offset] === "}") {
      this.offset += 1;
      return result;
    }
    for (;;) {
      const keyOffset = this.offset;
      if (this.text[this.offset] !== '"')
        this.fail(`expected a key in double quotes, found ${this.describeNext()}`);
      const key = this.string();
      if (key === "__proto__") this.fail("the key '__proto__' is not allowed", keyOffset);
      if (Object.hasOwn(result, key)) this.fail(`duplicate key '${echo(key)}'`, keyOffset);
      this.skipWhitespace();
      this.expect(":", "':' after the key");
      this.skipWhitespace();
      result[key] = this.value(depth + 1);
      this.skipWhitespace();
      if (this.text[this.offset] === "}") {
        this.offset += 1;
        return result;
      }
      this.expect(",", "',' or '}'");
      this.skipWhitespace();
    }
  }

  // An array's items are gathered on one shared stack and copied out at its end, so each array is
  // allocated at its final length. Pushing onto a fresh [] reserves room for 17 items: half a
  // million one-item arrays (1 MiB nested at the depth limit) held 80 MB and took a second, most of
  // it the garbage collector copying that spare room.
  private readonly items: StrictJsonValue[] = [];

  private array(depth: number): StrictJsonValue[] {
    this.offset += 1;
    this.skipWhitespace();
    if (this.text[this.offset] === "]") {
      this.offset += 1;
      return [];
    }
    // A failure ends the whole parse, so the stack needs trimming only on success.
    const start = this.items.length;
    for (;;) {
      this.items.push(this.value(depth + 1));
      this.skipWhitespace();
      if (this.text[this.offset] === "]") {
        this.offset += 1;
        const result = this.items.slice(start);
        this.items.length = start;
        return result;
      }
      this.expect(",", "',' or ']'");
      this.skipWhitespace();
    }
  }

  private string(): string {
    const start = this.offset;
    this.offset += 1;
    let result = "";
    let run = this.offset;
    for (;;) {
      if (this.atEnd()) this.fail("unterminated string", start);
      const code = this.text.charCodeAt(this.offset);
      if (code === 0x22) {
        result += this.text.slice(run, this.offset);
        this.offset += 1;
        return result;
      }
      if (code < 0x20) this.fail(`${this.describeNext()} inside a string (escape it)`);
      if (code >= 0xd800 && code <= 0xdfff) {
        const next = this.text.charCodeAt(this.offset + 1);
        if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff))
          this.fail(`${this.describeNext()} inside a string`);
        this.offset += 2;
        continue;
      }
      if (code !== 0x5c) {
        this.offset += 1;
        continue;
      }
      result += this.text.slice(run, this.offset);
      const escape = this.text[this.offset + 1];
      const simple = escape === undefined ? undefined : ESCAPES.get(escape);
      if (simple !== undefined) {
        result += simple;
        this.offset += 2;
      } else if (
        escape === "u" &&
        /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.offset + 2, this.offset + 6))
      ) {
        result += String.fromCharCode(Number.parseInt(this.text.slice(this.offset + 2, this.offset + 6), 16));
        this.offset += 6;
      } else {
        this.fail(`invalid escape sequence '\\${echo(escape ?? "")}'`);
      }
      run = this.offset;
    }
  }

  private number(): number {
    const match = /^-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][+-]?[0-9]+)?/.exec(
      this.text.slice(this.offset, this.offset + 400),
    );
    if (!match) return this.fail(`invalid number starting with ${this.describeNext()}`);
    this.offset += match[0].length;
    const next = this.text[this.offset];
    if (next !== undefined && /[0-9.eE+\-a-zA-Z]/.test(next))
      this.fail(`invalid number '${echo(match[0], 20)}${echo(next)}…'`);
    return Number(match[0]);
  }
}

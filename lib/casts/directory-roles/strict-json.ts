// A strict JSON reader for role files: RFC 8259 only, with line and column in every error,
// duplicate keys and `__proto__` keys rejected (JSON.parse keeps the last duplicate silently).

export type StrictJsonValue =
  string | number | boolean | null | StrictJsonValue[] | { [key: string]: StrictJsonValue };

export type StrictJsonResult =
  | { readonly ok: true; readonly value: StrictJsonValue }
  | {
      readonly ok: false;
      readonly message: string;
      /** The problem without its position, e.g. `expected ',' or '}'`. */
      readonly reason: string;
      readonly line: number;
      readonly column: number;
    };

import { textPosition } from "../text-position";

const MAX_DEPTH = 64;

class JsonSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

export { textPosition };

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
    const { line, column } = textPosition(text, error.offset);
    return {
      ok: false,
      message: `invalid JSON at line ${line}, column ${column}: ${error.message}`,
      reason: error.message,
      line,
      column,
    };
  }
}

class Reader {
  private offset = 0;

  constructor(private readonly text: string) {}

  atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  fail(message: string, offset = this.offset): never {
    throw new JsonSyntaxError(message, offset);
  }

  describeNext(): string {
    if (this.atEnd()) return "end of file";
    const char = String.fromCodePoint(this.text.codePointAt(this.offset) ?? 0);
    return /[\u0000-\u001f]/.test(char)
      ? `control character U+${char.charCodeAt(0).toString(16).padStart(4, "0").toUpperCase()}`
      : `'${char}'`;
  }

  skipWhitespace(): void {
    while (!this.atEnd() && " \t\n\r".includes(this.text[this.offset] ?? "")) this.offset += 1;
  }

  value(depth: number): StrictJsonValue {
    if (depth > MAX_DEPTH) this.fail(`nesting deeper than ${MAX_DEPTH} levels`);
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
      if (Object.hasOwn(result, key)) this.fail(`duplicate key '${key}'`, keyOffset);
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

  private array(depth: number): StrictJsonValue[] {
    const result: StrictJsonValue[] = [];
    this.offset += 1;
    this.skipWhitespace();
    if (this.text[this.offset] === "]") {
      this.offset += 1;
      return result;
    }
    for (;;) {
      result.push(this.value(depth + 1));
      this.skipWhitespace();
      if (this.text[this.offset] === "]") {
        this.offset += 1;
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
    for (;;) {
      if (this.atEnd()) this.fail("unterminated string", start);
      const char = this.text[this.offset] ?? "";
      if (char === '"') {
        this.offset += 1;
        return result;
      }
      if (char < " ") this.fail(`${this.describeNext()} inside a string (escape it)`);
      if (char !== "\\") {
        result += char;
        this.offset += 1;
        continue;
      }
      const escape = this.text[this.offset + 1];
      const simple: Record<string, string> = {
        '"': '"',
        "\\": "\\",
        "/": "/",
        b: "\b",
        f: "\f",
        n: "\n",
        r: "\r",
        t: "\t",
      };
      if (escape !== undefined && Object.hasOwn(simple, escape)) {
        result += simple[escape];
        this.offset += 2;
      } else if (
        escape === "u" &&
        /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.offset + 2, this.offset + 6))
      ) {
        result += String.fromCharCode(Number.parseInt(this.text.slice(this.offset + 2, this.offset + 6), 16));
        this.offset += 6;
      } else {
        this.fail(`invalid escape sequence '\\${escape ?? ""}'`);
      }
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
      this.fail(`invalid number '${match[0]}${next}…'`);
    return Number(match[0]);
  }
}

import { describe, expect, it } from "vitest";

import { parseStrictJson } from "./strict-json";

function messageOf(text: string): string {
  const result = parseStrictJson(text);
  return result.ok ? "ok" : result.message;
}

describe("parseStrictJson", () => {
  it("reads every JSON value type like JSON.parse", () => {
    const text = '{"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d\\n\\u00e9\\"\\/"}, "e": ""}';
    expect(parseStrictJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
    expect(parseStrictJson("  42 \n")).toEqual({ ok: true, value: 42 });
    expect(parseStrictJson("[]")).toEqual({ ok: true, value: [] });
    expect(parseStrictJson("{}")).toEqual({ ok: true, value: {} });
  });

  it("names the line and column of a syntax error", () => {
    expect(messageOf('{\n  "a": [1,],\n}')).toBe(
      "invalid JSON at line 2, column 11: expected a value, found ']'",
    );
    expect(messageOf('{"a": 1,\n}')).toBe(
      "invalid JSON at line 2, column 1: expected a key in double quotes, found '}'",
    );
    expect(messageOf('{"a" 1}')).toBe(
      "invalid JSON at line 1, column 6: expected ':' after the key, found '1'",
    );
    expect(messageOf('{"a": 1 "b": 2}')).toBe(
      "invalid JSON at line 1, column 9: expected ',' or '}', found '\"'",
    );
    expect(messageOf("")).toBe("invalid JSON at line 1, column 1: expected a value, found end of file");
    expect(messageOf('{"a": "x')).toBe("invalid JSON at line 1, column 7: unterminated string");
    expect(messageOf("{} {}")).toBe(
      "invalid JSON at line 1, column 4: unexpected '{' after the end of the document",
    );
  });

  it("rejects what JSON.parse rejects: comments, single quotes, bad escapes, leading zeros, control characters", () => {
    expect(messageOf('{"a": 1} // note')).toMatch(/^invalid JSON at line 1, column 10: unexpected '\/'/);
    expect(messageOf("{'a': 1}")).toMatch(/column 2: expected a key in double quotes, found '''/);
    expect(messageOf('"\\x41"')).toBe("invalid JSON at line 1, column 2: invalid escape sequence '\\x'");
    expect(messageOf("012")).toBe("invalid JSON at line 1, column 2: invalid number '01…'");
    expect(messageOf('"a\tb"')).toBe(
      "invalid JSON at line 1, column 3: control character U+0009 inside a string (escape it)",
    );
    expect(messageOf("NaN")).toMatch(/expected a value, found 'N'/);
  });

  it("rejects duplicate keys at the second occurrence (JSON.parse keeps the last silently)", () => {
    expect(messageOf('{\n  "model": "a",\n  "model": "b"\n}')).toBe(
      "invalid JSON at line 3, column 3: duplicate key 'model'",
    );
    expect(messageOf('{"a": {"b": 1, "b": 2}}')).toBe("invalid JSON at line 1, column 16: duplicate key 'b'");
  });

  it("rejects __proto__ keys at any depth", () => {
    expect(messageOf('{"__proto__": {"x": 1}}')).toBe(
      "invalid JSON at line 1, column 2: the key '__proto__' is not allowed",
    );
    expect(messageOf('[{"\\u005f_proto__": 1}]')).toBe(
      "invalid JSON at line 1, column 3: the key '__proto__' is not allowed",
    );
  });

  it("limits nesting instead of overflowing the stack", () => {
    expect(messageOf("[".repeat(10_000))).toMatch(/nesting deeper than 64 levels/);
  });
});

describe("parseStrictJson on hostile input", () => {
  it("gives the line and column as numbers and reports nesting over 64 levels as INPUT_TOO_LARGE", () => {
    expect(parseStrictJson('{\n  "finding": }')).toMatchObject({
      ok: false,
      code: "JSON_SYNTAX",
      line: 2,
      column: 14,
    });
    expect(parseStrictJson(`${"[".repeat(64)}${"]".repeat(64)}`).ok).toBe(true);
    expect(parseStrictJson(`${"[".repeat(65)}${"]".repeat(65)}`)).toMatchObject({
      ok: false,
      code: "INPUT_TOO_LARGE",
      column: 65,
    });
  });

  it("rejects an unpaired surrogate in the text with its place, and keeps paired ones", () => {
    expect(messageOf('{"a": "x\uD800y"}')).toBe(
      "invalid JSON at line 1, column 9: unpaired surrogate U+D800 inside a string",
    );
    expect(messageOf("\uDC00")).toBe(
      "invalid JSON at line 1, column 1: expected a value, found unpaired surrogate U+DC00",
    );
    expect(parseStrictJson('"😀"')).toEqual({ ok: true, value: "😀" });
  });

  it("clips what a message quotes from the input", () => {
    const key = "k".repeat(100_000);
    const message = messageOf(`{"${key}": 1, "${key}": 2}`);
    expect(message.length).toBeLessThan(200);
  });
});

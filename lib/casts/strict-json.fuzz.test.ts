import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, jsonSoup, mutated } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { parseStrictJson } from "./strict-json";

const record = fuzzRecorder("parseStrictJson");
const parse = (text: string) =>
  record.result(
    text,
    () => parseStrictJson(text),
    (result) => (result.ok ? null : result.code),
  );

describe("parseStrictJson (property)", () => {
  it("reads any JSON value like JSON.parse", () => {
    fc.assert(
      fc.property(fc.json({ maxDepth: 6 }), (text) => {
        const result = parse(text);
        const hasDuplicate = /"__proto__"/.test(text);
        if (!hasDuplicate) expect(result).toEqual({ ok: true, value: JSON.parse(text) });
      }),
      fuzzParameters(),
    );
  });

  it("returns a value or an error with line and column for any text, never throwing", () => {
    const seeds = ['{"verdict": {"verdict": "ok", "rationale": "x"}}', '[1, 2.5e3, "a\\u00e9", null, true]'];
    fc.assert(
      fc.property(
        fc.oneof(
          jsonSoup,
          mutated(seeds, ["{", "}", "[", "]", ",", ":", '"', "\\", "\uD800", "\u0000", " "]),
          anyText,
        ),
        (text) => {
          const result = parse(text);
          if (!result.ok) {
            expect(result.line).toBeGreaterThan(0);
            expect(result.column).toBeGreaterThan(0);
          }
          expect(prototypesClean()).toBe(true);
        },
      ),
      fuzzParameters(),
    );
  });
});

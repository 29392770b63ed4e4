import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, jsonSoup, mutated } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { MAX_DEPTH } from "./core/limits";
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

  // Arrays share one stack of items while they are read (strict-json.ts): nested arrays with
  // siblings before and after them, near the depth limit, must still come out whole and in order.
  it("reads deep arrays of arrays, with siblings at every level, like JSON.parse", () => {
    const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
      tree: fc.oneof(
        { depthSize: "small", withCrossShrink: true },
        fc.oneof(fc.integer(), fc.string({ maxLength: 3 }), fc.constant(null)),
        fc.array(tie("tree"), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 3 }), tie("tree"), { maxKeys: 3 }),
      ),
    }));
    const deep = fc
      .tuple(fc.integer({ min: 1, max: 62 }), tree, tree)
      .map(([depth, inner, sibling]) => {
        let value: unknown = inner;
        for (let level = 0; level < depth; level += 1)
          value = level % 3 === 0 ? [sibling, value, sibling] : level % 3 === 1 ? [value] : [value, sibling];
        return JSON.stringify(value);
      })
      .filter((text) => !text.includes('"__proto__"'));
    // Nesting over the limit (deep wrappers around a deep inner tree) is refused, never misread.
    const depthOf = (value: unknown): number =>
      value !== null && typeof value === "object"
        ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
        : 0;
    fc.assert(
      fc.property(deep, (text) => {
        const value: unknown = JSON.parse(text);
        if (depthOf(value) <= MAX_DEPTH) expect(parse(text)).toEqual({ ok: true, value });
        else expect(parse(text)).toMatchObject({ ok: false, code: "INPUT_TOO_LARGE" });
      }),
      fuzzParameters({ numRuns: 100 }),
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

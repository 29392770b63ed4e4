// Provider-reply decoding under any input (issue 28): checkReply gives verdicts or a parseError in
// words for any string, never throws, and stays linear (fenced blocks are found by a line scan, which
// must find what the original regex found); the worst replies within the limits are in
// test-support/fuzz-worst-cases.ts (replyCases), timed by `npm run bench -- parsers`.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, jsonSoup, mutated } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";
import { replyCases } from "@/test-support/fuzz-worst-cases";

import { findJsonBlocks } from "../json-fence";
import { checkReply, type ReplyCheck } from "./check-reply";

const record = fuzzRecorder("checkReply (run replies)");
const check = (reply: string, emits: readonly string[] = ["Finding", "EscalationRequest"]) =>
  record.result(
    reply,
    () => checkReply(emits, reply, { roleName: "critic" }),
    (result) =>
      result.parseError === undefined ? null : (/^The \w+/.exec(result.parseError)?.[0] ?? "error"),
  );

function expectVerdict(result: ReplyCheck): void {
  if (result.parseError !== undefined) {
    expect(result.parseError.length).toBeGreaterThan(0);
    expect(result.parseError.length).toBeLessThan(2_000);
  }
  const broken = result.verdicts.filter(
    (verdict) => typeof verdict.key !== "string" || verdict.valid !== (verdict.errors.length === 0),
  );
  expect(broken).toEqual([]);
  expect(result.valid).toBe(result.verdicts.length > 0 && result.verdicts.every((verdict) => verdict.valid));
}

const FENCE_PIECES = ["```", "```json", "```ts", " ", "\n", "\n\n", "x", '{"a": 1}', "[1]", "{", "\t"];
const fenceSoup = fc
  .array(fc.constantFrom(...FENCE_PIECES), { maxLength: 40 })
  .map((parts) => parts.join(""));

// The regex the line scan replaced (quadratic on fences that never close), as the oracle.
const BLOCK = /^[ \t]*```[ \t]*([A-Za-z0-9_-]*)[ \t]*\r?\n([\s\S]*?)\r?\n[ \t]*```[ \t]*$/gm;
function regexBlocks(text: string) {
  const blocks: { text: string; offset: number }[] = [];
  for (const match of text.matchAll(BLOCK)) {
    const info = match[1]!.toLowerCase();
    if (info !== "" && !/^json[5c]?$/.test(info)) continue;
    // The body starts after the opening line's newline (the former code searched for the body's text
    // from that newline, which for an empty body found the newline itself: one off).
    blocks.push({ text: match[2]!, offset: match.index + match[0].indexOf("\n") + 1 });
  }
  return blocks;
}

const FINDING = '{"finding": {"summary": "s", "severity": "high", "evidence": ["a.ts:1"]}}';

describe("checkReply (property)", () => {
  it("gives verdicts or a parseError in words for any reply, never throwing", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          anyText,
          jsonSoup,
          fenceSoup,
          mutated(
            [FINDING, `Here:\n\`\`\`json\n${FINDING}\n\`\`\`\nDone.`],
            ["{", "}", '"', "```", "\n", ",", ":"],
          ),
        ),
        (reply) => {
          expectVerdict(check(reply));
          expect(prototypesClean()).toBe(true);
        },
      ),
      fuzzParameters(),
    );
  });

  it("finds the fenced blocks the former regex found, at the same offsets (text without \\r)", () => {
    fc.assert(
      fc.property(fenceSoup, (text) => {
        expect(findJsonBlocks(text)).toEqual(regexBlocks(text));
      }),
      fuzzParameters(),
    );
  });

  it("answers the worst replies within the limits: JSON bombs, fences that never close, many keys", () => {
    for (const { name, text } of replyCases()) {
      const result = check(text);
      expectVerdict(result);
      if (/nesting/.test(name)) expect(result.parseError).toContain("nesting deeper than 64 levels");
    }
  });
});

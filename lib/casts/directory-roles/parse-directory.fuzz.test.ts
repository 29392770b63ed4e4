import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, jsonSoup } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { parseRoleDirectory, type RoleFile } from "./parse-directory";

const record = fuzzRecorder("parseRoleDirectory");
const encode = (text: string) => new TextEncoder().encode(text);

const markdown = fc.oneof(
  anyText,
  fc.constantFrom(
    "# Title\n<script>alert(1)</script>\n",
    "[x](javascript:alert(1))",
    "<img src=x onerror=alert(1)>",
    "",
    " \n",
  ),
);
const config = fc.oneof(
  jsonSoup,
  fc.json({ maxDepth: 3 }),
  fc.constantFrom(
    '{"model": "(a+)+$"}',
    '{"behavior_policy": "continuous", "max_output_turns": 1e400}',
    `{"${"k".repeat(70_000)}": 1}`,
    '{"description": "<script>alert(1)</script>", "tool_filter": ["["]}',
  ),
);
const file = (text: fc.Arbitrary<string>): fc.Arbitrary<RoleFile> =>
  fc.oneof(
    text.map((value) => ({ kind: "bytes" as const, bytes: encode(value) })),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ kind: "bytes" as const, bytes })),
    fc.constant({ kind: "unreadable" as const, reason: "permission denied" }),
    fc.constant({ kind: "oversized" as const, size: 2_000_000 }),
  );

const source = fc.record({
  directory: fc.oneof(
    fc.string({ unit: "binary", maxLength: 30 }),
    fc.constantFrom("acme.Triage", "Good", ".", "a.", "__proto__"),
  ),
  files: fc.record(
    { "description.md": file(markdown), "system_prompt.md": file(markdown), "config.json": file(config) },
    { requiredKeys: [] },
  ),
  otherEntries: fc.array(fc.string({ maxLength: 10 }), { maxLength: 3 }),
});

describe("parseRoleDirectory (property)", () => {
  it("returns a role or a skip whose every reason names its file, for any directory", () => {
    fc.assert(
      fc.property(source, (input) => {
        const result = record.result(
          input,
          () => parseRoleDirectory(input),
          (value) => (value.ok ? null : "SKIPPED"),
        );
        if (!result.ok) {
          expect(result.skipped.reasons.length).toBeGreaterThan(0);
          for (const reason of result.skipped.reasons) expect(reason.length).toBeLessThan(2_000);
        }
        expect(prototypesClean()).toBe(true);
      }),
      fuzzParameters(),
    );
  });
});

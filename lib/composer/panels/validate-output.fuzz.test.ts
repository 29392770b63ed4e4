import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText, jsonSoup, mutated } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { validateEmissionOutput } from "./validate-output";

const record = fuzzRecorder("validateEmissionOutput");
const SEEDS = ['{"verdict": {"verdict": "revise", "rationale": "x"}, "finding": {"description": "y"}}'];

describe("validateEmissionOutput (property)", () => {
  it("classifies any pasted text; every JSON error has a line and column", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          jsonSoup,
          fc.json({ maxDepth: 4 }),
          mutated(SEEDS, ["{", "}", '"', ",", ":", "\uD800", "1"]),
          anyText,
        ),
        (text) => {
          const result = record.result(
            text,
            () => validateEmissionOutput("critic", text),
            (value) => (value.kind === "valid" ? null : value.kind),
          );
          if (result.kind === "json-error") {
            expect(result.line).toBeGreaterThan(0);
            expect(result.column).toBeGreaterThan(0);
          }
          if (result.kind === "invalid") for (const issue of result.issues) expect(issue.path).not.toBe("");
          expect(prototypesClean()).toBe(true);
        },
      ),
      fuzzParameters(),
    );
  });
});

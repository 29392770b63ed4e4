import { readFileSync } from "node:fs";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";

import { lintPackText } from "./index";

const DEFAULT_PACK = readFileSync("packs/default.yaml", "utf8");
const LINES = DEFAULT_PACK.split("\n");

// Edits a pack author makes by accident: a line deleted, duplicated, re-indented or cut short, a stray character.
const edit = fc.oneof(
  fc.record({ kind: fc.constant("delete" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("duplicate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("indent" as const), at: fc.nat(), by: fc.integer({ min: -4, max: 4 }) }),
  fc.record({ kind: fc.constant("cut" as const), at: fc.nat(), keep: fc.nat() }),
  fc.record({ kind: fc.constant("insert" as const), at: fc.nat(), text: fc.string({ maxLength: 12 }) }),
);

type Edit = typeof edit extends fc.Arbitrary<infer T> ? T : never;

function applyEdits(edits: readonly Edit[]): string {
  const lines = [...LINES];
  for (const change of edits) {
    const at = change.at % lines.length;
    const line = lines[at] ?? "";
    if (change.kind === "delete") lines.splice(at, 1);
    else if (change.kind === "duplicate") lines.splice(at, 0, line);
    else if (change.kind === "indent")
      lines[at] = change.by > 0 ? " ".repeat(change.by) + line : line.slice(-change.by);
    else if (change.kind === "cut") lines[at] = line.slice(0, change.keep % (line.length + 1));
    else lines[at] = `${line.slice(0, 10)}${change.text}${line.slice(10)}`;
  }
  return lines.join("\n");
}

describe("lintPackText (property)", () => {
  it("turns any edit of the default pack into findings with a code, a fix and a place inside the text", () => {
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const text = applyEdits(edits);
        const lineCount = text.split("\n").length;
        const { pack, findings } = lintPackText(text);
        if (pack === null) expect(findings.some((finding) => finding.severity === "error")).toBe(true);
        for (const finding of findings) {
          expect(finding.fix).not.toBe("");
          if (finding.line !== undefined) {
            expect(finding.line).toBeGreaterThanOrEqual(1);
            expect(finding.line).toBeLessThanOrEqual(lineCount);
            expect(finding.column).toBeGreaterThanOrEqual(1);
          }
        }
      }),
      fuzzParameters({ numRuns: 30 }),
    );
  });

  it("never throws on arbitrary text", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (text) => {
        const { findings } = lintPackText(text, { roles: [] });
        for (const finding of findings) expect(finding.code).toMatch(/^[A-Z_]+$/);
      }),
      fuzzParameters(),
    );
  });
});

describe("lintPackText findings' size (property)", () => {
  it("grows linearly with the pack: doubling the lists at most doubles what the findings say", () => {
    const size = (pack: string) =>
      lintPackText(pack).findings.reduce((total, f) => total + f.message.length + f.fix.length, 0);
    // Whole sizes, not sizes less a baseline: a list can also silence a finding the empty pack has
    // (forty copies of one name once made the difference negative, and 2.2 times it a stricter bound).
    const said = (defaults: readonly string[], allowed: readonly string[]) =>
      size(
        `roles:\n  analyst:\n    default_modes: [${defaults.join(", ")}]\n    modes_allow: [${allowed.join(", ")}]\n`,
      );
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z]{4,12}$/), { minLength: 40, maxLength: 120 }),
        fc.array(fc.stringMatching(/^[a-z]{4,12}$/), { minLength: 40, maxLength: 120 }),
        (defaults, allowed) => {
          // A finding that quoted the whole allow list would make this four times as much.
          expect(said([...defaults, ...defaults], [...allowed, ...allowed])).toBeLessThanOrEqual(
            2.2 * said(defaults, allowed),
          );
        },
      ),
      fuzzParameters({ numRuns: 20 }),
    );
  });
});

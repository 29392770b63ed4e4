// Agent files with hostile front matter (issue 28): YAML soup, alias bombs, tags, deep nesting, keys
// repeated or named __proto__, a megabyte of front matter, a fence that never closes, bytes that are
// not UTF-8. importAgents reports every file — a role, or a failure or skip with its reasons — and
// never throws; Object.prototype stays clean.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { fuzzParameters, fuzzTimeout } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { importAgents } from ".";

const record = fuzzRecorder("importAgents (front matter)");

const PATHS = [
  ".claude/agents/a.md",
  ".github/agents/a.agent.md",
  ".cursor/rules/a.mdc",
  ".gemini/agents/a.md",
  "agents/a.md",
  "AGENTS.md",
];

const yamlPiece = fc.constantFrom(
  "name: a",
  "name: [a, b]",
  "description: Use when: the build fails. Examples: x",
  "description: |\n  two\n  lines",
  "model: !!binary aGk=",
  "tools: *x",
  "base: &x [1, 2]",
  "__proto__: {polluted: 1}",
  "name: a\nname: b",
  "? [k]\n: v",
  "tools: [Read, Write",
  "description: 'unterminated",
  "\t- tab",
  "%YAML 1.1",
  "---",
  "...",
  "a: b: c",
  `deep: ${"[".repeat(70)}${"]".repeat(70)}`,
  "bomb: &a [*a]",
);

// The megabyte-sized ones are rare: each takes up to a second to refuse.
const bigFrontMatter = fc.constantFrom(
  Array.from({ length: 60_000 }, (_, i) => `k${i}: v`).join("\n"),
  `description: ${"x".repeat(1024 * 1024)}`,
);
const aliasBomb = [
  "a: &a [x, x, x, x]",
  ...Array.from("bcdefghij", (name, i) => `${name}: &${name} [*${"abcdefghi"[i]}, *${"abcdefghi"[i]}]`),
].join("\n");

const frontMatter = fc.oneof(
  { arbitrary: fc.array(yamlPiece, { maxLength: 6 }).map((lines) => lines.join("\n")), weight: 20 },
  { arbitrary: fc.string({ maxLength: 80 }), weight: 5 },
  { arbitrary: fc.string({ unit: "binary", maxLength: 80 }), weight: 5 },
  { arbitrary: fc.constant(aliasBomb), weight: 2 },
  { arbitrary: bigFrontMatter, weight: 1 },
);

const agentFile = fc.record({
  path: fc.constantFrom(...PATHS),
  head: frontMatter,
  body: fc.string({ maxLength: 40 }),
  closed: fc.boolean(),
  noise: fc.uint8Array({ maxLength: 4 }),
});

describe("importAgents under hostile front matter (property)", () => {
  it(
    "reports every file, with reasons for each one that is not a role, and never throws",
    () => {
      fc.assert(
        fc.property(fc.array(agentFile, { minLength: 1, maxLength: 3 }), (files) => {
          const inputs = files.map(({ path, head, body, closed, noise }, index) => {
            const text = `---\n${head}\n${closed ? "---\n" : ""}${body}\n`;
            const bytes = new TextEncoder().encode(text);
            const withNoise = new Uint8Array(noise.length + bytes.length);
            withNoise.set(bytes, 0);
            withNoise.set(noise, bytes.length);
            return {
              path: path.replace("a.", `a${index}.`).replace("AGENTS", `AGENTS${index}`),
              bytes: withNoise,
            };
          });
          const { report } = record.result(
            files.map((file) => file.head),
            () => importAgents(inputs),
            (result) => result.report.find((entry) => entry.status === "failed")?.errors[0]?.code ?? null,
          );
          expect(report).toHaveLength(inputs.length);
          for (const entry of report)
            if (entry.status === "failed") expect(entry.errors.length).toBeGreaterThan(0);
          expect(prototypesClean()).toBe(true);
        }),
        fuzzParameters({ numRuns: 150 }),
      );
    },
    fuzzTimeout(120_000),
  );
});

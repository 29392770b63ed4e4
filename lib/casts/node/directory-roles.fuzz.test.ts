import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";

import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder } from "@/test-support/fuzz-record";

import { createDirectoryRoleRegistry } from "../directory-roles";
import { loadFromDir } from "./directory-roles";

const record = fuzzRecorder("loadFromDir (folders on disk)");
const base = mkdtempSync(path.join(tmpdir(), "casts-fuzz-roles-"));
afterAll(() => rmSync(base, { recursive: true, force: true }));
const SECRET = "SECRET-VALUE-OUTSIDE";
writeFileSync(path.join(base, "secret.txt"), SECRET);
let counter = 0;

const FILES = ["description.md", "system_prompt.md", "config.json", "notes.txt"] as const;
const entry = fc.record({
  file: fc.constantFrom(...FILES),
  kind: fc.constantFrom("text", "link-outside", "link-inside", "link-dangling", "directory"),
  text: fc.oneof(fc.string({ maxLength: 40 }), fc.constant('{"model": "gpt-.*"}')),
});
const folder = fc.array(
  fc.record({
    name: fc.oneof(
      fc.constantFrom("Good", "acme.Triage", "a.", "-bad", "x y"),
      fc.stringMatching(/^[A-Za-z][\w-]{0,8}$/),
    ),
    link: fc.constantFrom("none", "outside", "inside"),
    entries: fc.array(entry, { maxLength: 4 }),
  }),
  { maxLength: 4 },
);

function build(
  root: string,
  layout: Array<{ name: string; link: string; entries: Array<{ file: string; kind: string; text: string }> }>,
): void {
  const outside = path.join(base, "outside-role");
  mkdirSync(outside, { recursive: true });
  writeFileSync(path.join(outside, "description.md"), SECRET);
  for (const role of layout) {
    const dir = path.join(root, role.name);
    try {
      if (role.link === "outside") symlinkSync(outside, dir);
      else if (role.link === "inside") symlinkSync(path.join(root, ".store"), dir);
      else mkdirSync(dir, { recursive: true });
    } catch {
      continue;
    }
    if (role.link !== "none") continue;
    for (const item of role.entries) {
      const target = path.join(dir, item.file);
      try {
        if (item.kind === "text") writeFileSync(target, item.text);
        else if (item.kind === "link-outside") symlinkSync(path.join(base, "secret.txt"), target);
        else if (item.kind === "link-inside")
          symlinkSync(path.join(root, ".store", "description.md"), target);
        else if (item.kind === "link-dangling") symlinkSync(path.join(root, "missing"), target);
        else mkdirSync(target);
      } catch {
        // An entry already made by an earlier item: keep the first.
      }
    }
  }
}

describe("loadFromDir (property, generated folders on disk)", () => {
  it("loads or skips every role with reasons, and never reads a file outside the roles folder", () => {
    fc.assert(
      fc.property(folder, (layout) => {
        counter += 1;
        const root = path.join(base, `roles-${counter}`);
        mkdirSync(path.join(root, ".store"), { recursive: true });
        writeFileSync(path.join(root, ".store", "description.md"), "Inside text.");
        build(root, layout);
        const outcome = record.run(layout, () =>
          loadFromDir(root, { registry: createDirectoryRoleRegistry() }),
        );
        expect(outcome.ok).toBe(true);
        if (outcome.ok) {
          expect(JSON.stringify(outcome.value)).not.toContain(SECRET);
          for (const skipped of outcome.value.skipped) expect(skipped.reasons.length).toBeGreaterThan(0);
        }
        rmSync(root, { recursive: true, force: true });
      }),
      fuzzParameters({ numRuns: 50 }),
    );
  });
});

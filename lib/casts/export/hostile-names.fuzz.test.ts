// Export under names that break URLs and paths (issue 28): slashes, `..`, percent-escapes, Windows
// device names, any Unicode, names at and past the 256-character limit. Each name is refused by the
// name rules with a CastsError, or every target writes files whose paths stay inside its folder with
// safe, short segments, whose front matter parses, whose lint runs, and whose install link carries
// the slug encoded to the documented host.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseDocument } from "yaml";

import { hostileName } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder } from "@/test-support/fuzz-record";

import { Profile } from "..";
import { exportProfile } from "./export-profile";
import { installLinks, TARGET_DOCS } from "./install-links";
import { exportSlug } from "./slug";
import { EXPORT_TARGETS } from "./targets";

const record = fuzzRecorder("exportProfile + lint + install links (names)");

const PATH_NAMES = [
  "a/b",
  "a\\b",
  "..",
  "../../etc/passwd",
  "/abs",
  "%2e%2e%2f",
  "a?b#c&d=e",
  "javascript:alert(1)",
  "CON",
  "nul",
  "名前",
  "😀",
  "a: b # c",
  "'quoted\"",
  "---",
  "n".repeat(256),
  "Word".repeat(64),
  "x".repeat(10_000),
];

function checkExport(name: string): void {
  const outcome = record.run(name, () => {
    const profile = Profile.compose("critic", { name });
    // promptfoo needs the role's eval fixtures, which a test passes elsewhere (static-exports).
    return EXPORT_TARGETS.filter((target) => target !== "promptfoo").map((target) => ({
      target,
      result: exportProfile(profile, { target }),
    }));
  });
  if (!outcome.ok) {
    expect(outcome.error.message).toMatch(/name/);
    expect(outcome.error.message.length).toBeLessThan(400);
    return;
  }
  const slug = exportSlug(name);
  for (const { target, result } of outcome.value) {
    expect(Array.isArray(result.findings)).toBe(true);
    for (const file of result.files) {
      const segments = file.path.split("/");
      expect(file.path, `${target} ${file.path}`).toMatch(/^[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/);
      expect(segments.every((segment) => segment !== ".." && segment !== "." && segment.length <= 200)).toBe(
        true,
      );
      if (file.content.startsWith("---\n")) {
        const head = /^---\n([\s\S]*?)\n---\n/.exec(file.content)?.[1] ?? "";
        expect(parseDocument(head).errors, `${target} front matter`).toEqual([]);
      }
      for (const link of installLinks(target, slug, file)) {
        const url = new URL(link.href);
        expect(url.protocol).toBe("https:");
        if (link.kind === "open") {
          expect(url.host).toBe("cursor.com");
          expect(url.searchParams.get("name")).toBe(slug);
        } else expect(link.href).toBe(TARGET_DOCS[target]);
      }
    }
  }
}

describe("export under hostile names (property)", () => {
  it("writes safe paths, parsable front matter and encoded links for names that break paths or URLs", () => {
    for (const name of PATH_NAMES) checkExport(name);
  });

  it("does so for any name", () => {
    fc.assert(fc.property(hostileName, checkExport), fuzzParameters({ numRuns: 30 }));
  });
});

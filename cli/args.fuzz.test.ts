import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { anyText } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder } from "@/test-support/fuzz-record";

import { PROJECT_ROOT } from "./context";
import { runCli } from "./run";

const record = fuzzRecorder("casts arguments (runCli)");
const arg = fc.oneof(
  fc.constantFrom(
    "list",
    "show",
    "compose",
    "catalog",
    "check-pack",
    "roles-dir",
    "help",
    "roles",
    "modes",
    "critic",
    "analyst",
    "fast",
    "slow",
  ),
  fc.constantFrom(
    "--json",
    "--help",
    "-h",
    "--mode",
    "--name",
    "--format",
    "yaml",
    "--roles-dir",
    "--",
    "-",
    "--jsno",
    "",
    "--mode=fast",
  ),
  anyText,
);

// Raw control characters (other than newline and tab) and bidi controls must never reach a terminal.
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

describe("runCli argument parsing (property)", () => {
  it("exits 0, 1 or 2 for any arguments, never throwing, printing only escaped text", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(arg, { maxLength: 5 }), async (argv) => {
        let out = "";
        let err = "";
        const code = await record.resultAsync(
          argv,
          () =>
            runCli(argv, {
              out: (text) => (out += text),
              err: (text) => (err += text),
              projectRoot: PROJECT_ROOT,
            }),
          (exit) => (exit === 0 ? null : `EXIT_${exit}`),
        );
        expect([0, 1, 2]).toContain(code);
        expect(err).not.toContain("internal error");
        expect(UNSAFE.test(out) || UNSAFE.test(err)).toBe(false);
        if (code !== 0) expect(err.length).toBeLessThan(4000);
      }),
      fuzzParameters(),
    );
  });
});

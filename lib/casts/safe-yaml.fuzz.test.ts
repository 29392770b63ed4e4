import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { bigInput, bigRuns, hostileYaml } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { Profile } from "./profile";
import { parseSafeYaml, yamlToData } from "./safe-yaml";

const SEEDS = [
  Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv" }).toYaml(),
  "a: &x [1, 2]\nb: *x\nc: {d: 'e', f: \"g\\u0041\"}\n",
  "roles:\n  analyst:\n    default_modes: [fast]\n    active: true\n",
];
const record = fuzzRecorder("parseSafeYaml");

function parse(text: string) {
  return record.run(text, () => yamlToData(parseSafeYaml(text, "input.yaml"), "input.yaml"));
}

describe("parseSafeYaml (property)", () => {
  it("returns data or a CastsError that names its place, and never pollutes a prototype", () => {
    fc.assert(
      fc.property(hostileYaml(SEEDS), (text) => {
        const outcome = parse(text);
        if (!outcome.ok) expect(outcome.error.details.path ?? outcome.error.details.line).toBeDefined();
        expect(prototypesClean()).toBe(true);
      }),
      fuzzParameters(),
    );
  });

  it("handles inputs at the 1 MiB edge", () => {
    fc.assert(
      fc.property(bigInput, (text) => {
        const outcome = parse(text);
        if (!outcome.ok) expect(outcome.error.details.path).toBeDefined();
      }),
      { ...fuzzParameters(), numRuns: bigRuns() },
    );
  });
});

import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { stringify } from "yaml";

import { hostileName, hostileYaml } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { Pack } from "./pack";
import { listModes } from "./pattern";
import { validatePack } from "./validate-pack";

const DEFAULT_PACK = readFileSync(
  path.join(import.meta.dirname, "..", "..", "packs", "default.yaml"),
  "utf8",
);
const SEEDS = [
  DEFAULT_PACK.slice(0, 1500),
  "name: p\nroles:\n  analyst: {active: false, default_modes: [fast]}\n",
];
const record = fuzzRecorder("Pack.fromYaml + validatePack");

const entry = fc.record(
  {
    default_modes: fc.array(fc.constantFrom(...listModes(), "ghost"), { maxLength: 3 }),
    modes_allow: fc.array(fc.constantFrom(...listModes()), { maxLength: 3 }),
    active: fc.boolean(),
    model: fc.option(fc.string({ maxLength: 10 })),
  },
  { requiredKeys: [] },
);
const packData = fc.record({ name: hostileName, roles: fc.dictionary(hostileName, entry, { maxKeys: 8 }) });

function check(text: string) {
  const outcome = record.run(text, () => {
    const pack = Pack.fromYaml(text);
    return { pack, findings: validatePack(pack) };
  });
  if (!outcome.ok) expect(outcome.error.details.path ?? outcome.error.details.line).toBeDefined();
  expect(prototypesClean()).toBe(true);
  return outcome;
}

describe("Pack.fromYaml and validatePack (property)", () => {
  it("return a pack and findings, or a CastsError that names its place, for any text", () => {
    fc.assert(
      fc.property(hostileYaml(SEEDS), (text) => void check(text)),
      fuzzParameters(),
    );
  });

  it("read generated packs with hostile names: every role kept, or a NAME_INVALID/YAML_INVALID error", () => {
    fc.assert(
      fc.property(packData, (data) => {
        const outcome = check(stringify(data));
        if (outcome.ok) expect(outcome.value.pack.roles()).toEqual(Object.keys(data.roles));
        else expect(["NAME_INVALID", "YAML_INVALID"]).toContain(outcome.error.code);
      }),
      fuzzParameters(),
    );
  });
});

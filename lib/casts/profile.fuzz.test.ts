import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { hostileName, hostileYaml } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { CastsError } from "./core/errors";
import { listModes, listRoles } from "./pattern";
import { Profile } from "./profile";

const SEEDS = [
  Profile.compose("critic", { modes: ["adversarial", "evidential"], name: "adv-critic" }).toYaml(),
  Profile.compose("analyst", { modes: ["slow", "systematic"] }).toYaml(),
  'role: writer\nmodes: [fast]\nname: "it\'s \\"q\\""\n',
];
const record = fuzzRecorder("Profile.fromYaml");

const composition = fc.record({
  role: fc.constantFrom(...listRoles()),
  modes: fc.array(fc.constantFrom(...listModes()), { maxLength: 34 }),
  name: hostileName,
});

describe("Profile.fromYaml (property)", () => {
  it("returns a profile or a CastsError that names its place, for any text", () => {
    fc.assert(
      fc.property(hostileYaml(SEEDS), (text) => {
        const outcome = record.run(text, () => Profile.fromYaml(text));
        if (!outcome.ok) expect(outcome.error.details.path ?? outcome.error.details.line).toBeDefined();
        expect(prototypesClean()).toBe(true);
      }),
      fuzzParameters(),
    );
  });

  it("reads back every profile it can build: fromYaml(p.toYaml()) equals p", () => {
    fc.assert(
      fc.property(composition, ({ role, modes, name }) => {
        let profile: Profile;
        try {
          profile = Profile.compose(role, { modes, name });
        } catch (error) {
          expect(error).toBeInstanceOf(CastsError);
          return;
        }
        const text = profile.toYaml();
        const back = record.run(text, () => Profile.fromYaml(text));
        expect(back.ok && back.value.equals(profile)).toBe(true);
      }),
      fuzzParameters(),
    );
  });
});

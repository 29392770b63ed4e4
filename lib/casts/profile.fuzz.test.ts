import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { hostileName, hostileYaml } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { CastsError } from "./core/errors";
import { findModeConflict, modeConflictMessage } from "./core/mode-conflict";
import { clearOfConflicts, listModes, listRoles, Mode, Role } from "./pattern";
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

describe("Profile's conflict check (property)", () => {
  // Built-in names and more custom ones than there are name bits left (pattern.ts: clearOfConflicts),
  // so lists mix modes the bits cover with modes only the list rule can check.
  const names = [...listModes(), ...Array.from({ length: 40 }, (_, index) => `custom-${index}`)];
  const anyMode = fc.oneof(
    fc.constantFrom(...listModes()).map((name) => Mode.load(name)),
    fc
      .record({
        name: fc.constantFrom(...names),
        conflictsWith: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
      })
      .map(({ name, conflictsWith }) => new Mode({ name, description: "", conflictsWith })),
  );
  const role = new Role({ name: "r", description: "" });

  it("refuses exactly the lists the ADR's rule refuses, with its message; the bit shortcut never clears a conflict", () => {
    fc.assert(
      fc.property(fc.array(anyMode, { maxLength: 8 }), (modes) => {
        const conflict = findModeConflict(
          modes.map((mode) => ({ name: mode.name, conflicts_with: mode.conflictsWith })),
        );
        if (clearOfConflicts(modes)) expect(conflict).toBeNull();
        let message = "";
        try {
          new Profile({ name: "p", role, modes });
        } catch (error) {
          expect(error).toBeInstanceOf(CastsError);
          message = (error as CastsError).message;
        }
        expect(message).toBe(conflict ? modeConflictMessage(conflict) : "");
      }),
      fuzzParameters(),
    );
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { listModes, listRoles, Profile } from "@/lib/casts";
import { hostileName, hostileYaml } from "@/test-support/fuzz-arbitraries";
import { fuzzParameters } from "@/test-support/fuzz";
import { fuzzRecorder, prototypesClean } from "@/test-support/fuzz-record";

import { importProfileYaml } from "./import-profile";
import { formatComposeQuery, parseComposeQuery, sameQuery } from "../url-codec";

const known = { roles: listRoles(), modes: listModes() };
const record = fuzzRecorder("importProfileYaml");
const SEEDS = [
  Profile.compose("critic", { modes: ["adversarial"], name: "c" }).toYaml(),
  "role: analyst\nmodes: [slow, fast]\n",
];
const profileText = fc
  .record({
    role: fc.constantFrom(...listRoles()),
    modes: fc.array(fc.constantFrom(...listModes()), { maxLength: 34 }),
    name: hostileName,
  })
  .map(
    ({ role, modes, name }) => `role: ${role}\nmodes: [${modes.join(", ")}]\nname: ${JSON.stringify(name)}\n`,
  );

describe("importProfileYaml (property)", () => {
  it("returns a query, or an error result with the library's code, for any text", () => {
    fc.assert(
      fc.property(fc.oneof(hostileYaml(SEEDS), profileText), (text) => {
        const result = record.result(
          text,
          () => importProfileYaml(text, "upload.yaml"),
          (value) => (value.ok ? null : value.code),
        );
        if (result.ok) {
          // What it imports, the composer's URL carries back unchanged.
          const reopened = parseComposeQuery(new URLSearchParams(formatComposeQuery(result.query)), known);
          expect(reopened.problems).toEqual([]);
          expect(sameQuery(reopened.query, result.query)).toBe(true);
        } else {
          expect(
            result.message.startsWith("upload.yaml") ||
              result.line !== null ||
              /^(Unknown|Mode conflict|Profile)/.test(result.message),
          ).toBe(true);
        }
        expect(prototypesClean()).toBe(true);
      }),
      fuzzParameters(),
    );
  });
});

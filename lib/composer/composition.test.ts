import { describe, expect, it } from "vitest";

import { Profile } from "@/lib/casts";

import { composerPayload, roleBodyFile } from "./build/composer-payload";
import { createComposerIndex } from "./composer-index";
import { composeProfile, type Composition } from "./composition";
import { compositionYaml } from "./panels/composition-yaml";

const index = createComposerIndex(composerPayload());
const body = (name: string) => roleBodyFile(name)?.body;
const yaml = (composition: Composition | null) => (composition ? compositionYaml(composition) : undefined);

describe("composeProfile", () => {
  it("gives the library's system message, profile YAML and operable keys for shipped data", () => {
    for (const [role, modes, name] of [
      ["critic", ["adversarial", "evidential"], "adv-critic"],
      ["analyst", [], ""],
      ["writer", ["fast", "empathetic", "fast"], "w"],
    ] as const) {
      const profile = Profile.compose(role, { modes: [...modes], name });
      const composition = composeProfile(index, { role, modes, name }, body(role));
      expect(composition?.message?.systemMessage).toBe(profile.buildSystemMessage());
      expect(yaml(composition)).toBe(profile.toYaml());
      expect(composition?.emissions.map((spec) => spec.key)).toEqual(
        profile.emissionOperable()?.keys() ?? [],
      );
    }
  });

  it("computes everything but the message while the body is loading", () => {
    const composition = composeProfile(
      index,
      { role: "critic", modes: ["adversarial"], name: "" },
      undefined,
    );
    expect(composition?.message).toBeNull();
    expect(yaml(composition)).toBe(Profile.compose("critic", { modes: ["adversarial"] }).toYaml());
  });

  it("reports the library's conflict and withholds the YAML", () => {
    const composition = composeProfile(
      index,
      { role: "analyst", modes: ["slow", "fast"], name: "" },
      body("analyst"),
    );
    expect(composition?.conflict).toEqual({
      later: "fast",
      earlier: "slow",
      message: "Mode conflict: 'fast' vs 'slow'",
    });
    expect(yaml(composition)).toBeNull();
    expect(composition?.modes.map((note) => note.inReportedConflict)).toEqual([true, true]);
  });

  it("is null for an unknown role or mode", () => {
    expect(composeProfile(index, { role: "nope", modes: [], name: "" }, "")).toBeNull();
    expect(composeProfile(index, { role: "critic", modes: ["nope"], name: "" }, "")).toBeNull();
  });
});

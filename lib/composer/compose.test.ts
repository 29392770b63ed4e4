import { describe, expect, it } from "vitest";

import { listModes, listRoles, Profile } from "@/lib/casts";

import { composeProfile } from "./compose";
import { createComposerIndex } from "./composer-index";
import { loadComposerData } from "./load-composer-data";

const index = createComposerIndex(loadComposerData());

function libraryOutcome(role: string, modes: readonly string[], name: string) {
  try {
    const profile = Profile.compose(role, { modes: [...modes], name });
    return { systemMessage: profile.buildSystemMessage(), yaml: profile.toYaml(), keys: profile.emissionOperable()?.keys() ?? [], conflict: null };
  } catch (error) {
    return { systemMessage: null, yaml: null, keys: null, conflict: error instanceof Error ? error.message : String(error) };
  }
}

// A deterministic spread of mode lists: none, each single mode, and pseudo-random ordered picks.
function modeLists(): string[][] {
  const modes = listModes();
  const lists: string[][] = [[], ...modes.map((mode) => [mode]), ["fast", "slow"], ["slow", "fast"], ["systematic", "evidential", "fast"]];
  let seed = 7;
  for (let count = 0; count < 60; count += 1) {
    const picked: string[] = [];
    const length = 2 + (count % 4);
    for (let step = 0; step < length; step += 1) {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      picked.push(modes[(seed >>> 16) % modes.length] ?? "fast");
    }
    lists.push(picked);
  }
  return lists;
}

describe("composeProfile", () => {
  it("matches the library's system message, YAML, emission keys and conflict for every role", () => {
    const lists = modeLists();
    let conflicts = 0;
    listRoles().forEach((role, roleIndex) => {
      for (const [listIndex, modes] of lists.entries()) {
        const name = (roleIndex + listIndex) % 3 === 0 ? "" : `${role} no. ${listIndex}`;
        const composition = composeProfile(index, { role, modes, name });
        const expected = libraryOutcome(role, modes, name);
        expect(composition?.conflict?.message ?? null).toBe(expected.conflict);
        if (expected.conflict !== null) conflicts += 1;
        expect(composition?.profileYaml).toBe(expected.yaml);
        if (expected.systemMessage !== null) {
          expect(composition?.systemMessage).toBe(expected.systemMessage);
          expect(composition?.emissions.map((emission) => emission.key)).toEqual(expected.keys);
        }
      }
    });
    expect(conflicts).toBeGreaterThan(40);
  });

  it("still builds the system message with the same formula when modes conflict", () => {
    const composition = composeProfile(index, { role: "critic", modes: ["slow", "adversarial", "fast"], name: "" });
    expect(composition?.conflict).toEqual({ later: "fast", earlier: "slow", message: "Mode conflict: 'fast' vs 'slow'" });
    expect(composition?.profileYaml).toBeNull();
    const parts = [index.roleByName.get("critic")?.body, ...["slow", "adversarial", "fast"].map((name) => index.modeByName.get(name)?.behaviors)];
    expect(composition?.systemMessage).toBe(parts.join("\n\n"));
  });

  it("marks both modes of the reported conflict and every clashing pair", () => {
    const composition = composeProfile(index, { role: "analyst", modes: ["systematic", "evidential", "fast", "slow"], name: "" });
    const notes = composition?.modes.map((note) => [note.mode.name, note.inReportedConflict, note.conflictsWith]);
    expect(composition?.conflict?.message).toBe("Mode conflict: 'fast' vs 'systematic'");
    expect(notes).toEqual([
      ["systematic", true, ["fast"]],
      ["evidential", false, []],
      ["fast", true, ["systematic", "slow"]],
      ["slow", false, ["fast"]],
    ]);
  });

  it("labels each part with its source and skips nothing but empty parts", () => {
    const composition = composeProfile(index, { role: "critic", modes: ["adversarial", "evidential"], name: "" });
    expect(composition?.parts.map((part) => [part.source, part.name, part.position])).toEqual([
      ["role", "critic", 0],
      ["mode", "adversarial", 1],
      ["mode", "evidential", 2],
    ]);
  });

  it("warns about modes outside the pack's modes_allow and about repeats", () => {
    const composition = composeProfile(index, { role: "critic", modes: ["adversarial", "socratic", "adversarial"], name: "" });
    expect(composition?.modes.map((note) => [note.mode.name, note.outsideAllow, note.repeated])).toEqual([
      ["adversarial", false, false],
      ["socratic", true, false],
      ["adversarial", false, true],
    ]);
  });

  it("names the profile after the role when no name is given", () => {
    expect(composeProfile(index, { role: "analyst", modes: [], name: "" })?.profileYaml).toBe("modes: []\nname: analyst\nrole: analyst\n");
    expect(composeProfile(index, { role: "critic", modes: ["adversarial", "evidential"], name: "adv-critic" })?.profileYaml).toBe(
      "modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n",
    );
  });

  it("counts characters and estimates tokens of the system message", () => {
    const composition = composeProfile(index, { role: "critic", modes: [], name: "" });
    expect(composition?.characters).toBe(index.roleByName.get("critic")?.body.length);
    expect(composition?.tokens).toBe(Math.ceil((composition?.characters ?? 0) / 4));
  });

  it("returns null for a role or mode it does not know", () => {
    expect(composeProfile(index, { role: "ghost", modes: [], name: "" })).toBeNull();
    expect(composeProfile(index, { role: "critic", modes: ["ghost"], name: "" })).toBeNull();
    expect(composeProfile(index, { role: null, modes: [], name: "" })).toBeNull();
  });
});

describe("composeProfile emissions", () => {
  it("shares one emissions list per role across compositions", () => {
    const first = composeProfile(index, { role: "critic", modes: [], name: "" });
    const second = composeProfile(index, { role: "critic", modes: ["adversarial"], name: "x" });
    expect(first?.emissions).toBe(second?.emissions);
  });
});

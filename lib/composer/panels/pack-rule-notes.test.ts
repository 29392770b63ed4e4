import { describe, expect, it } from "vitest";

import { catalogConfig } from "@/test-support/catalog-config";

import { effortNote, packRuleNotes } from "./pack-rule-notes";

const config = catalogConfig;
const base = { roleName: "critic", packName: "default", description: "Finds flaws." };

describe("packRuleNotes", () => {
  it("explains what an allowed-modes list does at run time", () => {
    const notes = packRuleNotes({ ...base, config: config({ modes_allow: ["slow", "fast"] }) });
    expect(notes.rules[0]).toContain("At run time LionAGI drops any default mode outside this list");
  });

  it("names default modes and the policy, never raw field names", () => {
    const notes = packRuleNotes({
      ...base,
      config: config({ default_modes: ["slow"], authority: ["Approve"] }),
    });
    expect(notes.rules).toEqual([
      "The pack lets critic use any mode.",
      "When no modes are given, the runtime starts critic with the pack's default modes: slow.",
      "The pack's policy for the role (authority, boundaries, when to escalate) is appended after the system message at run time: see the Runtime view.",
    ]);
    expect(JSON.stringify(notes)).not.toMatch(/modes_allow|conflicts_with|default_modes/);
  });

  it("says no pack rules apply to a role the pack does not list", () => {
    expect(packRuleNotes({ ...base, config: null }).rules).toEqual([
      "The default pack has no entry for critic: no mode limits, defaults or policy apply, and the runtime sends the system message as it is.",
    ]);
  });

  it("compares the pack's effort with the one the description suggests", () => {
    const notes = packRuleNotes({
      ...base,
      description: "Finds flaws. High effort.",
      config: config({ effort: "low" }),
    });
    expect(notes.effort).toBe(effortNote("low", "high", "default"));
  });
});

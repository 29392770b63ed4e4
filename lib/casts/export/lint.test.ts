import path from "node:path";

import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { listModes, listRoles, Pack, Profile } from "..";
import { createDirectoryRoleRegistry, toRole } from "../directory-roles";
import { CRITIC_EVALS } from "./__fixtures__/critic-evals";
import { exportRoster } from "./export-profile";
import { hasLintErrors, lintExport } from "./lint";
import { EXPORT_TARGETS } from "./targets";
import { loadPack, loadProjectDirectoryRoles } from "../node";
import { loadRoleEvals } from "../node/evals";

const pack: Pack = loadPack("packs/default.yaml");
// Thousands of exports: on a busy shared machine these take longer than vitest's default 5 s.
const SLOW = { timeout: 180_000 };
const evalsFor = (profile: Profile) => ({ evals: { ...CRITIC_EVALS, role: profile.role.name } });
const ROOT = path.resolve(import.meta.dirname, "../../..");

describe("lintExport", () => {
  it("finds no error for any built-in role with its default modes, for every target", SLOW, () => {
    const profiles = listRoles().map((name) =>
      Profile.compose(name, { modes: pack.config(name)?.defaultModes ?? [] }),
    );
    for (const target of EXPORT_TARGETS) {
      const roster = exportRoster(profiles, { target, pack, forProfile: evalsFor });
      expect(roster.skipped, target).toEqual([]);
      expect(
        lintExport(target, roster.files).filter((finding) => finding.severity === "error"),
        target,
      ).toEqual([]);
    }
  });

  // The test above exports the built-in roles only, each with a system prompt; `casts export --all`
  // also exports the sample directory roles in roles/, and OnCallHandoff there has no system prompt.
  it("finds no error for the sample directory roles in roles/, as `casts export --all` exports them", () => {
    const { loaded, skipped } = loadProjectDirectoryRoles(ROOT, { registry: createDirectoryRoleRegistry() });
    expect(skipped).toEqual([]);
    expect(loaded.map((role) => role.name)).toContain("OnCallHandoff");
    const byName = new Map(loaded.map((role) => [role.name, role]));
    const names = [...byName.keys()];
    const profiles = loaded.map((role) =>
      Profile.compose(toRole(role), { modes: pack.config(role.name)?.defaultModes ?? [] }),
    );
    // What the CLI hands each profile: the role's config.json limits and its evals.yaml (promptfoo).
    const forProfile = (profile: Profile) => {
      const role = byName.get(profile.role.name);
      const evals = { root: ROOT, role: profile.role.name, directoryRole: role, directoryRoles: names };
      return { directoryConfig: role?.config ?? null, evals: loadRoleEvals(evals) };
    };
    for (const target of EXPORT_TARGETS) {
      const roster = exportRoster(profiles, { target, pack, forProfile });
      // lionagi covers built-in roles only: it skips every directory role, and exports nothing here.
      expect(roster.skipped, target).toEqual(target === "lionagi" ? names : []);
      expect(
        lintExport(target, roster.files).filter((finding) => finding.severity === "error"),
        target,
      ).toEqual([]);
    }
  });

  it("finds no error for 200 sampled role and mode combinations, for every target", SLOW, () => {
    const samples = fc.sample(
      fc.record({ role: fc.constantFrom(...listRoles()), modes: fc.subarray(listModes(), { maxLength: 4 }) }),
      { numRuns: 200, seed: 24 },
    );
    const profiles = samples.flatMap(({ role, modes }) => {
      try {
        return [Profile.compose(role, { modes, name: `${role}-${modes.join("-") || "plain"}` })];
      } catch {
        return []; // a mode conflict
      }
    });
    expect(profiles.length).toBeGreaterThan(100);
    for (const target of EXPORT_TARGETS) {
      const roster = exportRoster(profiles, { target, pack, forProfile: evalsFor });
      const errors = lintExport(target, roster.files).filter((finding) => finding.severity === "error");
      expect(errors, target).toEqual([]);
    }
  });

  it("reports a finding with its rule, severity, file and message, and still the file is there", () => {
    const profile = Profile.compose("critic", { name: "Critic 2" });
    const roster = exportRoster([profile], { target: "claude-code" });
    const findings = lintExport("claude-code", roster.files);
    expect(findings).toEqual([
      {
        rule: "claude-code/name-pattern",
        severity: "error",
        file: ".claude/agents/critic-2.md",
        message: "`name` 'critic-2' is not lowercase letters and hyphens",
      },
    ]);
    expect(hasLintErrors(findings)).toBe(true);
    expect(roster.files).toHaveLength(1);
  });
});

import { describe, expect, it } from "vitest";

import { EscalationRequest, Finding, listRoles, SpawnRequest } from "@/lib/casts";

import { getMode, getRole, getRoleSummary, neighbours, rolesEmitting, rolesUsingMode } from "./catalog-data";

describe("getRole / getMode", () => {
  it("returns catalog entries and undefined for anything else", () => {
    expect(getRole("postmortem-lead")?.name).toBe("postmortem-lead");
    expect(getRole("postmortem_lead")).toBeUndefined();
    expect(getRole("Architect")).toBeUndefined();
    expect(getMode("visual-spatial")?.name).toBe("visual-spatial");
    expect(getMode("__proto__")).toBeUndefined();
  });
});

describe("getRoleSummary", () => {
  it("combines title, parsed description and declared emissions", () => {
    expect(getRoleSummary("critic")).toMatchObject({
      name: "critic",
      title: "Critic",
      effort: "high",
      emits: ["Verdict", "Finding"],
    });
  });
});

describe("rolesUsingMode", () => {
  it("reads defaults and allow lists from the default pack", () => {
    expect(rolesUsingMode("adversarial")).toEqual({ defaults: ["critic"], allows: ["critic"] });
    expect(rolesUsingMode("evidential")).toEqual({ defaults: ["analyst"], allows: ["analyst", "critic"] });
    expect(rolesUsingMode("fast")).toEqual({ defaults: [], allows: [] });
  });
});

describe("rolesEmitting", () => {
  it("separates roles that declare a model from roles that only get EscalationRequest implicitly", () => {
    expect(rolesEmitting(Finding).declared).toContain("analyst");
    expect(rolesEmitting(Finding).implied).toEqual([]);
    expect(rolesEmitting(EscalationRequest)).toEqual({ declared: [], implied: listRoles() });
    expect(rolesEmitting(SpawnRequest)).toEqual({ declared: [], implied: [] });
  });
});

describe("neighbours", () => {
  const link = (name: string) => ({ href: `/x/${name}`, title: name.toUpperCase() });

  it("links the previous and next names and stops at the ends", () => {
    expect(neighbours(["a", "b", "c"], "b", link)).toEqual({
      previous: { href: "/x/a", title: "A" },
      next: { href: "/x/c", title: "C" },
    });
    expect(neighbours(["a", "b"], "a", link).previous).toBeNull();
    expect(neighbours(["a", "b"], "b", link).next).toBeNull();
    expect(neighbours(["a"], "zzz", link)).toEqual({ previous: null, next: null });
  });
});

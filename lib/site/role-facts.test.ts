import { describe, expect, it } from "vitest";

import { FACTS } from "@/lib/casts/__fixtures__/facts";

import { listRoles, Role } from "@/lib/casts";

import { linkRoleMentions, parseRoleDescription, roleTitle } from "./role-facts";

const facts = FACTS;

describe("roleTitle", () => {
  it("is the body's first-level heading for every catalog role", () => {
    for (const fact of facts.roles)
      expect(roleTitle(Role.load(fact.name).body, fact.name)).toBe(fact.body_h1);
  });

  it("falls back to the name when the body has no h1", () => {
    expect(roleTitle("## Only a subheading\n", "scribe")).toBe("scribe");
    expect(roleTitle("", "scribe")).toBe("scribe");
  });
});

describe("parseRoleDescription", () => {
  it("reads the effort level the reference catalog gives each role", () => {
    for (const fact of facts.roles)
      expect(parseRoleDescription(Role.load(fact.name).description).effort).toBe(fact.effort_hint);
  });

  it("splits summary, effort, pick-when and not-for", () => {
    expect(parseRoleDescription(Role.load("architect").description)).toEqual({
      summary:
        "Designs system structure: components, interfaces, data flow and the key decisions with their rejected alternatives, then turns the design into an ordered build plan.",
      effort: "high",
      pickWhen: "a new system or a major change needs its shape decided before code is written",
      notFor:
        "writing the requirements themselves (use planner), domain or data schemas on their own (use modeler) or writing the code (use implementer)",
    });
  });

  it("finds guidance in every built-in role", () => {
    for (const name of listRoles()) {
      const parts = parseRoleDescription(Role.load(name).description);
      expect(parts.pickWhen, name).toBeTruthy();
      expect(parts.notFor, name).toBeTruthy();
    }
  });

  it("keeps a description without the usual shape whole", () => {
    expect(parseRoleDescription("Writes haiku.")).toEqual({
      summary: "Writes haiku.",
      effort: null,
      pickWhen: null,
      notFor: null,
    });
  });
});

describe("linkRoleMentions", () => {
  it("marks known role names inside '(use …)' and leaves other words as text", () => {
    expect(
      linkRoleMentions("judging the work (use reviewer or critic) or prose (use a pen)", [
        "critic",
        "reviewer",
      ]),
    ).toEqual([
      { text: "judging the work (use " },
      { role: "reviewer" },
      { text: " or " },
      { role: "critic" },
      { text: ") or prose (use a pen)" },
    ]);
  });

  it("does not link role names outside the parentheses", () => {
    expect(linkRoleMentions("a critic's view", ["critic"])).toEqual([{ text: "a critic's view" }]);
  });
});

import { describe, expect, it } from "vitest";

import { buildCatalog } from "../node";
import { buildPolicySections, buildRuntimeMessage, ESCALATION_INSTRUCTION } from "./runtime-message";

const policy = {
  authority: ["May do A.", "May do B."],
  boundaries: ["Does not do C."],
  escalations: ["Escalate when D."],
};

describe("buildRuntimeMessage", () => {
  it("appends the three policy sections after a blank line, one bullet per line", () => {
    expect(buildRuntimeMessage("SYSTEM", policy)).toBe(
      [
        "SYSTEM",
        "",
        "## Authority",
        "- May do A.",
        "- May do B.",
        "",
        "## Operational Boundaries",
        "- Does not do C.",
        "",
        "## Escalation Conditions",
        ESCALATION_INSTRUCTION,
        "- Escalate when D.",
      ].join("\n"),
    );
  });

  it("keeps the system message byte for byte, trailing newline included", () => {
    expect(buildRuntimeMessage("body\n", { ...policy, boundaries: [], escalations: [] })).toBe(
      "body\n\n\n## Authority\n- May do A.\n- May do B.",
    );
  });

  it("leaves out empty sections", () => {
    expect(buildRuntimeMessage("S", { authority: [], boundaries: ["No C."], escalations: [] })).toBe(
      "S\n\n## Operational Boundaries\n- No C.",
    );
    expect(buildRuntimeMessage("S", { authority: [], boundaries: [], escalations: ["E."] })).toBe(
      `S\n\n## Escalation Conditions\n${ESCALATION_INSTRUCTION}\n- E.`,
    );
  });

  it("is the system message alone when the role has no policy", () => {
    expect(buildRuntimeMessage("S", null)).toBe("S");
    expect(buildRuntimeMessage("S", { authority: [], boundaries: [], escalations: [] })).toBe("S");
    expect(buildPolicySections(null)).toBe("");
  });

  it("is the sections alone when the system message is empty", () => {
    expect(buildRuntimeMessage("", { authority: ["A."], boundaries: [], escalations: [] })).toBe(
      "## Authority\n- A.",
    );
  });

  it("asks for an escalation_request in one line", () => {
    expect(ESCALATION_INSTRUCTION).toContain("'escalation_request'");
    expect(ESCALATION_INSTRUCTION).not.toContain("\n");
  });

  it("uses every default-pack role's policy lines in order", () => {
    for (const role of buildCatalog().roles) {
      const sections = buildPolicySections(role.config);
      const bullets = sections
        .split("\n")
        .filter((line) => line.startsWith("- "))
        .map((line) => line.slice(2));
      expect(bullets).toEqual([
        ...(role.config?.authority ?? []),
        ...(role.config?.boundaries ?? []),
        ...(role.config?.escalations ?? []),
      ]);
    }
  });
});

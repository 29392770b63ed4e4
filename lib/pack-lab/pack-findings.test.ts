import { describe, expect, it } from "vitest";

import { lintPackText } from "@/lib/casts/pack-lint";

import { applyEdit, closestKey, groupFindings, labFindings } from "./pack-findings";

const lab = (text: string) => labFindings(text, lintPackText(text));

describe("closestKey", () => {
  it("finds a key written with its words in another order or within a typo", () => {
    const allowed = [
      "authority",
      "boundaries",
      "escalations",
      "default_modes",
      "modes_allow",
      "model",
      "effort",
      "active",
    ];
    expect(closestKey("allowed_modes", allowed)).toBe("modes_allow");
    expect(closestKey("default_mode", allowed)).toBe("default_modes");
    expect(closestKey("escalation", allowed)).toBe("escalations");
    expect(closestKey("colour", allowed)).toBeUndefined();
  });
});

describe("labFindings", () => {
  it("suggests the key and the name meant, with an edit that fixes the text", () => {
    const keyText = "roles:\n  critic:\n    allowed_modes: [slow]\n";
    const [key] = lab(keyText);
    expect(key).toMatchObject({ code: "PACK_INVALID", suggestion: "modes_allow" });
    expect(applyEdit(keyText, key?.edit ?? { line: 0, column: 0, from: "", to: "" })).toBe(
      "roles:\n  critic:\n    modes_allow: [slow]\n",
    );
    const nameText = "roles:\n  critc:\n    default_modes: [slwo]\n";
    const byCode = Object.fromEntries(lab(nameText).map((finding) => [finding.code, finding]));
    expect(byCode["UNKNOWN_ROLE"]).toMatchObject({
      suggestion: "critic",
      edit: { line: 2, column: 3, from: "critc", to: "critic" },
    });
    expect(byCode["UNKNOWN_MODE"]).toMatchObject({
      suggestion: "slow",
      edit: { line: 3, from: "slwo", to: "slow" },
    });
  });

  it("leaves the text alone when it no longer holds the word at the place", () => {
    expect(applyEdit("roles:\n  critic: {}\n", { line: 2, column: 3, from: "critc", to: "critic" })).toBe(
      "roles:\n  critic: {}\n",
    );
  });
});

describe("groupFindings", () => {
  it("puts errors first and groups the warnings, with a line that says what they mean", () => {
    const text = "roles:\n  critc: {}\n  analyst: {}\n";
    const { errors, warnings } = groupFindings(lab(text));
    expect(errors.map((finding) => finding.code)).toEqual(["UNKNOWN_ROLE"]);
    const missing = warnings.find((group) => group.code === "MISSING_ROLE");
    expect(missing?.summary).toBe(
      "39 roles have no entry — that is fine for a team pack; they run with the defaults",
    );
    expect(warnings.at(-1)?.code).toBe("MISSING_ROLE");
  });

  it("writes a group's count with thousands separators, as the '…and N more' line does", () => {
    const text = `roles:\n${Array.from({ length: 1200 }, (_, i) => `  ghost${i}: {}\n`).join("")}`;
    const { warnings } = groupFindings(lab(text));
    expect(warnings.find((group) => group.code === "NO_POLICY")?.summary).toBe(
      "1,200 entries have no authority, boundaries or escalations",
    );
  });
});

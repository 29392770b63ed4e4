import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { formatFindingPlace, lintPackText, listRoles, MAX_INPUT_BYTES, type PackFinding } from "./index";

const fixture = (name: string) =>
  readFileSync(path.join(import.meta.dirname, "__fixtures__/packs", name), "utf8");
const place = ({ code, line, column }: PackFinding) => ({ code, line, column });
const only = { roles: ["analyst", "critic"] } as const;

describe("lintPackText", () => {
  it("finds nothing in the default pack and returns the pack", () => {
    const result = lintPackText(readFileSync("packs/default.yaml", "utf8"), { name: "default" });
    expect(result.findings).toEqual([]);
    expect(result.pack?.roles()).toHaveLength(listRoles().length);
  });

  it("places every validatePack code at its line and column", () => {
    const text = [
      "roles:", //                                  1
      "  analyst:", //                              2
      "    default_modes: [slow, hazy, fast]", //   3
      "    modes_allow: [slow, hazy]", //           4
      "    escalations: [Stop.]", //                5
      "  ghost:", //                                6
      "    escalations: [Stop.]", //                7
      "  critic:", //                               8
      "    active: false", //                       9
      "",
    ].join("\n");
    const findings = lintPackText(text, { roles: ["analyst", "critic", "absent"] }).findings;
    expect(findings.map(place)).toEqual([
      { code: "UNKNOWN_MODE", line: 3, column: 27 },
      { code: "UNKNOWN_MODE", line: 4, column: 25 },
      { code: "DEFAULT_NOT_ALLOWED", line: 3, column: 33 },
      { code: "DEFAULT_CONFLICT", line: 3, column: 33 },
      { code: "UNKNOWN_ROLE", line: 6, column: 3 },
      { code: "INACTIVE_ROLE", line: 9, column: 5 },
      { code: "NO_POLICY", line: 8, column: 3 },
      { code: "MISSING_ROLE", line: 1, column: 1 },
    ]);
    expect(findings.every((finding) => finding.fix.length > 0 && !finding.fix.includes("\n"))).toBe(true);
  });

  it("resolves role names that contain dots", () => {
    const findings = lintPackText("roles:\n  a.b:\n    default_modes: [x]\n    escalations: [e]\n", {
      roles: ["a.b"],
    }).findings;
    expect(findings.map(place)).toEqual([{ code: "UNKNOWN_MODE", line: 3, column: 21 }]);
  });

  it("reports a wrong type as PACK_INVALID at its key, with its role", () => {
    const findings = lintPackText("name: team\nroles:\n  analyst:\n    active: 'no'\n", only).findings;
    expect(findings).toMatchObject([
      {
        code: "PACK_INVALID",
        severity: "error",
        role: "analyst",
        message: expect.stringMatching(/^roles\.analyst\.active: expected true or false, got a string/),
        fix: "Give this key the type the pack format expects (see the message), or remove it.",
        path: "roles.analyst.active",
        line: 4,
        column: 13,
      },
    ]);
    expect(
      lintPackText("roles:\n  analyst:\n    default_modes: [slow, 3]\n", only).findings.map(place),
    ).toEqual([{ code: "PACK_INVALID", line: 3, column: 27 }]);
    expect(lintPackText("- a\n- b\n", only).findings.map(place)).toEqual([
      { code: "PACK_INVALID", line: 1, column: 1 },
    ]);
  });

  it("reports YAML syntax errors, duplicate keys and __proto__ with their place", () => {
    expect(lintPackText("roles: [\n", only).findings.map(place)).toEqual([
      { code: "YAML_INVALID", line: 2, column: 1 },
    ]);
    expect(lintPackText("roles:\n  analyst: {}\n  analyst: {}\n", only).findings.map(place)).toEqual([
      { code: "YAML_INVALID", line: 3, column: 3 },
    ]);
    expect(lintPackText("roles:\n  __proto__: {}\n", only).findings.map(place)).toEqual([
      { code: "YAML_INVALID", line: 2, column: 3 },
    ]);
  });

  it("refuses an alias bomb at its first alias", () => {
    const [finding] = lintPackText(fixture("alias-bomb.yaml"), only).findings;
    expect(finding).toMatchObject({
      code: "YAML_INVALID",
      line: 3,
      column: 10,
      message: "pack: too many alias expansions (limit 100)",
    });
    expect(finding?.fix).toMatch(/anchors and aliases/);
  });

  it("refuses input over 1 MiB before parsing it", () => {
    const huge = `roles:\n${"  # padding\n".repeat(MAX_INPUT_BYTES / 12 + 1)}`;
    const result = lintPackText(huge);
    expect(result.pack).toBeNull();
    expect(result.findings.map((finding) => finding.code)).toEqual(["INPUT_TOO_LARGE"]);
    expect(result.findings[0]?.message).toMatch(/over the 1 MiB/);
  });

  it("reads a pack of nearly 1 MiB without giving up", () => {
    const policy = Array.from({ length: 40 }, (_, index) => `      - Escalate on condition ${index}.`).join(
      "\n",
    );
    const entries = listRoles().map((role) => `  ${role}:\n    escalations:\n${policy}\n`);
    let text = `roles:\n${entries.join("")}`;
    while (text.length < MAX_INPUT_BYTES - 20_000) text += `# ${"x".repeat(1000)}\n`;
    const result = lintPackText(text);
    expect(result.findings).toEqual([]);
    expect(result.pack?.policy("analyst")?.escalations).toHaveLength(40);
  });

  it("reports deeply nested YAML as an error instead of throwing", () => {
    const deep = `roles: ${"[".repeat(5000)}${"]".repeat(5000)}\n`;
    const findings = lintPackText(deep, only).findings;
    expect(findings).toHaveLength(1);
    expect(["YAML_INVALID", "PACK_INVALID", "INPUT_TOO_LARGE"]).toContain(findings[0]?.code);
  });
});

describe("formatFindingPlace", () => {
  it("prints line:column, or the path when the pack did not come from text", () => {
    const base = {
      code: "NO_POLICY",
      severity: "warning",
      role: "a",
      message: "m",
      fix: "f",
      path: "roles.a",
    } as const;
    expect(formatFindingPlace({ ...base, line: 3, column: 5 })).toBe("3:5");
    expect(formatFindingPlace(base)).toBe("roles.a");
  });
});

describe("lintPackText on a pack whose format is wrong", () => {
  it("reports every format error at once, each with its place (the parser stops at the first)", () => {
    const text = [
      "name: team",
      "roles:",
      "  critic:",
      "    allowed_modes: [slow]",
      "    effort: 3",
      "  analyst:",
      "    active: maybe",
      "colour: blue",
    ].join("\n");
    const found = lintPackText(text).findings;
    expect(found.map((finding) => [finding.path, finding.line, finding.column])).toEqual([
      ["roles.critic.allowed_modes", 4, 20],
      ["roles.critic.effort", 5, 13],
      ["roles.analyst.active", 7, 13],
      ["colour", 8, 9],
    ]);
    expect(found.every((finding) => finding.code === "PACK_INVALID" && finding.severity === "error")).toBe(
      true,
    );
  });
});

describe("lintPackText on a name the pack format refuses", () => {
  it("reports NAME_INVALID at the name, not a YAML that could not be read", () => {
    const findings = lintPackText('name: "bad\\ud800"\nroles:\n  "crit\\u0007ic": {}\n').findings;
    expect(findings.map((finding) => [finding.code, finding.line])).toEqual([
      ["NAME_INVALID", 1],
      ["NAME_INVALID", 3],
    ]);
    expect(findings[0]?.column).toBe(7);
    expect(findings[0]?.message).toContain("unpaired surrogate");
  });
});

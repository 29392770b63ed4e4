import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { listRoles } from "@/lib/casts";

import { analysePack } from "./analyse-pack";

const DEFAULT = readFileSync("packs/default.yaml", "utf8");

describe("analysePack", () => {
  it("reports the default pack clean, every value from the pack and none differing from itself", () => {
    const report = analysePack(DEFAULT, DEFAULT);
    expect(report).toMatchObject({ errors: 0, warnings: 0, packName: "default" });
    expect(report.effective.map((entry) => entry.role)).toEqual(listRoles());
    expect(
      report.effective.flatMap((entry) => entry.values).some((value) => value.differsFromDefaultPack),
    ).toBe(false);
  });

  it("tells written values from defaults and marks what differs from the default pack", () => {
    const report = analysePack(
      "name: team\nroles:\n  analyst:\n    effort: low\n    escalations: [Ask first.]\n  critic:\n",
      DEFAULT,
    );
    const analyst = report.effective.find((entry) => entry.role === "analyst");
    const value = (field: string) => analyst?.values.find((entry) => entry.field === field);
    expect(value("effort")).toMatchObject({ value: "low", source: "pack" });
    expect(value("active")).toMatchObject({ value: true, source: "default", differsFromDefaultPack: false });
    expect(value("escalations")).toMatchObject({
      value: ["Ask first."],
      source: "pack",
      differsFromDefaultPack: true,
    });
    expect(report.effective.find((entry) => entry.role === "planner")).toMatchObject({ listed: false });
    expect(report.packName).toBe("team");
    expect(report.warnings).toBeGreaterThan(0);
  });

  it("returns the error finding and no table for text that is not a pack", () => {
    const report = analysePack("roles: [\n", DEFAULT);
    expect(report).toMatchObject({ errors: 1, warnings: 0, packName: null, effective: [] });
    expect(report.findings[0]).toMatchObject({ code: "YAML_INVALID", line: 2, column: 1 });
  });
});

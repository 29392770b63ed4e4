import { describe, expect, it } from "vitest";

import { RoleConfig } from "@/lib/casts";

import { configDifferences } from "./pack-differences";

describe("configDifferences", () => {
  it("is empty for a config that keeps every default", () => {
    expect(configDifferences(new RoleConfig())).toEqual([]);
  });

  it("lists each changed setting in column order", () => {
    const config = new RoleConfig({
      active: false,
      model: "m",
      effort: "high",
      defaultModes: ["slow"],
      modesAllow: ["slow", "evidential"],
    });
    expect(configDifferences(config)).toEqual([
      { field: "active" },
      { field: "model", value: "m" },
      { field: "effort", value: "high" },
      { field: "defaultModes", modes: ["slow"] },
      { field: "modesAllow", modes: ["slow", "evidential"] },
    ]);
  });
});

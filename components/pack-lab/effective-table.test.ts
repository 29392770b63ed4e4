import { describe, expect, it } from "vitest";

import type { EffectiveValue } from "@/lib/casts/pack-settings";

import { show } from "./effective-table";

const value = (field: EffectiveValue["field"], data: EffectiveValue["value"]): EffectiveValue => ({
  field,
  value: data,
  source: "pack",
  differsFromDefaultPack: false,
});

describe("the lab's effective configuration", () => {
  it("words each value as the pack page's table does: yes/no, default, none, any", () => {
    expect(show(value("active", true))).toBe("yes");
    expect(show(value("active", false))).toBe("no");
    expect(show(value("model", null))).toBe("default");
    expect(show(value("model", "gpt-4.1"))).toBe("gpt-4.1");
    expect(show(value("default_modes", []))).toBe("none");
    expect(show(value("default_modes", ["slow", "fast"]))).toBe("slow, fast");
    expect(show(value("modes_allow", []))).toBe("any");
    expect(show(value("authority", []))).toBe("—");
    expect(show(value("escalations", ["a", "b"]))).toBe("2 lines");
  });
});

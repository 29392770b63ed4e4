import { describe, expect, it } from "vitest";

import { formatCompositionSpec, parseCompositionSpec } from "./composition-spec";

const known = { roles: ["critic", "analyst"], modes: ["slow", "fast", "evidential"] };

describe("parseCompositionSpec", () => {
  it("reads a role alone and a role with ordered modes", () => {
    expect(parseCompositionSpec("critic", "a", known)).toEqual({
      ok: true,
      spec: { role: "critic", modes: [] },
    });
    expect(parseCompositionSpec("critic:slow,evidential", "a", known)).toEqual({
      ok: true,
      spec: { role: "critic", modes: ["slow", "evidential"] },
    });
    expect(parseCompositionSpec("critic:", "a", known)).toEqual({
      ok: true,
      spec: { role: "critic", modes: [] },
    });
  });

  it("names the input and the problem", () => {
    expect(parseCompositionSpec("", "b", known)).toEqual({
      ok: false,
      message: "b: no role; write role or role:mode1,mode2 (e.g. critic:slow)",
    });
    expect(parseCompositionSpec("critic:slow,,fast", "a", known)).toEqual({
      ok: false,
      message: "a: mode 2 is empty; remove the extra comma",
    });
    expect(parseCompositionSpec("ghost", "a", known)).toEqual({
      ok: false,
      message: "a: Unknown role: 'ghost'. Available: critic, analyst",
    });
    expect(parseCompositionSpec("critic:hazy", "b", known)).toEqual({
      ok: false,
      message: "b: Unknown mode: 'hazy'. Available: slow, fast, evidential",
    });
    expect(parseCompositionSpec(`critic:${Array(33).fill("slow").join(",")}`, "a").ok).toBe(false);
    expect(parseCompositionSpec("x".repeat(2001), "a").ok).toBe(false);
  });

  it("round-trips through formatCompositionSpec", () => {
    for (const text of ["critic", "critic:slow", "analyst:fast,evidential"]) {
      const parsed = parseCompositionSpec(text, "a", known);
      expect(parsed.ok && formatCompositionSpec(parsed.spec)).toBe(text);
    }
  });
});

import { describe, expect, it } from "vitest";

import { findModeConflict, type CatalogMode } from "@/lib/casts/core";

import { conflictFixes, explainConflict, firstSentence } from "./conflict-fixes";

const mode = (name: string, description: string, conflicts_with: string[] = []): CatalogMode => ({
  name,
  description,
  behaviors: `${name} behaviors`,
  conflicts_with,
});
const fast = mode("fast", "Commits to the likeliest reading. All phases.", ["slow"]);
const slow = mode("slow", "Trades speed for depth, e.g. small steps. All phases.");

describe("firstSentence", () => {
  it("keeps the first sentence with its period", () => {
    expect(firstSentence("One thing. Two things.")).toBe("One thing.");
    expect(firstSentence("No period")).toBe("No period");
  });
});

describe("explainConflict", () => {
  it("says which mode declares the conflict and quotes each mode's summary", () => {
    expect(explainConflict(fast, slow)).toEqual({
      declared: "fast says it cannot be combined with slow",
      summaries: [
        { name: "fast", summary: "Commits to the likeliest reading." },
        { name: "slow", summary: "Trades speed for depth, e.g. small steps." },
      ],
    });
    expect(explainConflict(slow, fast).declared).toBe("fast says it cannot be combined with slow");
  });
});

describe("conflictFixes", () => {
  const modes = ["slow", "evidential", "fast"];
  const fixes = conflictFixes(modes, { later: "fast", earlier: "slow" });

  it("offers removing either mode, or the later one in the earlier one's place", () => {
    expect(fixes.map((fix) => [fix.label, fix.modes])).toEqual([
      ["Remove fast", ["slow", "evidential"]],
      ["Remove slow", ["evidential", "fast"]],
      ["Replace slow with fast", ["fast", "evidential"]],
    ]);
  });

  it("leaves no conflict between the two after any fix", () => {
    const byName = new Map([fast, slow, mode("evidential", "Cites.")].map((entry) => [entry.name, entry]));
    for (const fix of fixes) {
      expect(findModeConflict(fix.modes.map((name) => byName.get(name)!))).toBeNull();
    }
  });
});

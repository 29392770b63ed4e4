import { describe, expect, it } from "vitest";

import { FACTS } from "@/lib/casts/__fixtures__/facts";

import { Mode } from "@/lib/casts";

import { parseModeDescription } from "./mode-facts";

const facts = FACTS;

describe("parseModeDescription", () => {
  it("reads the phase and pairings of every mode as the reference catalog states them", () => {
    expect(facts.modes).toHaveLength(14);
    for (const fact of facts.modes) {
      const parts = parseModeDescription(Mode.load(fact.name).description);
      expect(parts.phase, fact.name).toBe(fact.phase);
      expect(parts.pairsWith, fact.name).toEqual(fact.pairs_with);
    }
  });

  it("keeps the summary without the phase and pairing sentences", () => {
    expect(parseModeDescription(Mode.load("fast").description).summary).toBe(
      "Commits to the likeliest reading, puts the result first and skips exhaustive exploration.",
    );
  });

  it("handles two partners joined by 'and'", () => {
    expect(
      parseModeDescription("Goes quick. All phases. Pairs with empathetic and evidential.").pairsWith,
    ).toEqual(["empathetic", "evidential"]);
  });

  it("keeps an unusual description whole", () => {
    expect(parseModeDescription("Thinks in pictures.")).toEqual({
      summary: "Thinks in pictures.",
      phase: null,
      pairsWith: [],
    });
  });
});

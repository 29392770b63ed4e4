import { describe, expect, it } from "vitest";

import { listModes, Mode } from "@/lib/casts";

import { parseModeDescription } from "./mode-facts";
import { conflictPairs, matrixCell } from "./mode-matrix";

const modes = listModes().map((name) => {
  const mode = Mode.load(name);
  return {
    name,
    conflictsWith: mode.conflictsWith,
    pairsWith: parseModeDescription(mode.description).pairsWith,
  };
});
const get = (name: string) => modes.find((mode) => mode.name === name)!;

describe("matrixCell", () => {
  it("treats a conflict declared by either side as symmetric", () => {
    expect(matrixCell(get("fast"), get("slow"))).toBe("conflict");
    expect(matrixCell(get("slow"), get("fast"))).toBe("conflict");
    expect(matrixCell(get("systematic"), get("fast"))).toBe("conflict");
  });

  it("tells mutual from one-way recommendations", () => {
    expect(matrixCell(get("slow"), get("evidential"))).toBe("pairs-both");
    expect(matrixCell(get("adversarial"), get("empathetic"))).toBe("pairs-both");
    expect(matrixCell(get("fast"), get("empathetic"))).toBe("pairs-row");
    expect(matrixCell(get("empathetic"), get("fast"))).toBe("pairs-column");
    expect(matrixCell(get("fast"), get("framing"))).toBe("none");
    expect(matrixCell(get("fast"), get("fast"))).toBe("self");
  });
});

describe("conflictPairs", () => {
  it("lists the catalog's conflicting pairs once each", () => {
    expect(conflictPairs(modes)).toEqual([
      ["fast", "slow"],
      ["fast", "systematic"],
    ]);
  });
});

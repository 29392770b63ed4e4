import { describe, expect, it } from "vitest";

import { diffReplies } from "./reply-diff";

describe("diffReplies", () => {
  it("marks the lines only A has as removed and the lines only B has as added", () => {
    expect(
      diffReplies('{\n  "verdict": "revise",\n  "x": 1\n}', '{\n  "verdict": "approve",\n  "x": 1\n}'),
    ).toEqual([
      { status: "same", text: "{" },
      { status: "removed", text: '  "verdict": "revise",' },
      { status: "added", text: '  "verdict": "approve",' },
      { status: "same", text: '  "x": 1' },
      { status: "same", text: "}" },
    ]);
  });

  it("finds nothing to mark in equal replies", () => {
    expect(diffReplies("a\nb", "a\nb").every((line) => line.status === "same")).toBe(true);
  });
});

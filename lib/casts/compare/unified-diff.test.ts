import { describe, expect, it } from "vitest";

import { unifiedMessageDiff } from "./unified-diff";

describe("unifiedMessageDiff", () => {
  it("prints a unified diff labelled with the two specs", () => {
    expect(unifiedMessageDiff("critic", "critic:slow", "Body\n\nKeep", "Body\n\nKeep\n\nSlow down.")).toBe(
      [
        "--- critic",
        "+++ critic:slow",
        "@@ -1,3 +1,5 @@",
        " Body",
        " ",
        " Keep",
        "+",
        "+Slow down.",
        "",
      ].join("\n"),
    );
  });

  it("prints nothing for equal messages", () => {
    expect(unifiedMessageDiff("a", "b", "same", "same")).toBe("");
  });
});

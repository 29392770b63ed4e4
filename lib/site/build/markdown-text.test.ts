import { describe, expect, it } from "vitest";

import { summaryLine } from "./directory-role-rows";
import { markdownLines } from "./markdown-text";

describe("markdownLines", () => {
  it("keeps a description's words without its markup, a block a line", () => {
    const description = [
      "Reviews **pull requests** to the _payments_ ledger:",
      "`double-entry` balance. See [the runbook](https://x.test/rb).",
      "",
      "## When to pick it",
      "- Money moves ~~twice~~ once",
      "- <b>raw</b> HTML is left out ![diagram](d.png)",
    ].join("\n");
    expect(markdownLines(description)).toEqual([
      "Reviews pull requests to the payments ledger: double-entry balance. See the runbook.",
      "When to pick it",
      "Money moves twice once",
      "raw HTML is left out",
    ]);
  });
});

describe("summaryLine (a /directory-roles row)", () => {
  it("is the first block as text, clipped at 140 characters", () => {
    expect(summaryLine("Reviews **pull requests**\nfor the team.\n\nMore.")).toBe(
      "Reviews pull requests for the team.",
    );
    const long = summaryLine(`**${"word ".repeat(40)}**`);
    expect(long).toHaveLength(140);
    expect(long.endsWith("…")).toBe(true);
  });
});

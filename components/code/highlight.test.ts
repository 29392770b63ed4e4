import { afterEach, describe, expect, it, vi } from "vitest";

import { HIGHLIGHT_BUDGET, highlightCode, highlightToHast } from "./highlight";

const textOf = (node: unknown): string =>
  typeof node === "object" && node !== null
    ? "value" in node && typeof node.value === "string"
      ? node.value
      : "children" in node && Array.isArray(node.children)
        ? node.children.map(textOf).join("")
        : ""
    : "";

/** Token spans carry a colour style; a plain block's lines hold one unstyled span. */
const hasTokenColours = (root: unknown) => /"span","properties":\{"style"/.test(JSON.stringify(root));

afterEach(() => vi.restoreAllMocks());

describe("highlightToHast", () => {
  it("highlights an ordinary fence", async () => {
    const root = await highlightToHast("int main() { return 0; }", "cpp");
    expect(root.children).toHaveLength(1);
    expect(hasTokenColours(root)).toBe(true);
  }, 60_000);

  it("shows a block that takes longer than the budget as plain text with a note", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    // One letter and colons in long lines: the C++ grammar backtracks on each, far past 1 ms.
    const code = Array.from({ length: 5 }, () => "a::".repeat(120)).join("\n");
    const root = await highlightToHast(code, "cpp", { ...HIGHLIGHT_BUDGET, blockMs: 1 });
    expect(textOf(root)).toContain(code);
    expect(textOf(root)).toContain("Shown without highlighting: this block is slower to highlight than 1 ms");
    expect(hasTokenColours(root.children[0])).toBe(false);
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/a cpp block of 1804 characters is shown as plain/),
    );
  }, 60_000);

  it("leaves a line over the length budget untokenized and highlights the rest", async () => {
    const long = "a".repeat(HIGHLIGHT_BUDGET.maxLineLength + 1);
    const root = await highlightToHast(`int x = 1;\n${long}`, "cpp");
    expect(textOf(root)).toContain(long);
    expect(hasTokenColours(root)).toBe(true);
    expect(JSON.stringify(root)).toContain(`"value":"${long}"`);
  }, 60_000);

  it("never highlights a block over the size budget, and escapes it", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const code = `<script>alert(1)</script>${"a".repeat(HIGHLIGHT_BUDGET.maxChars)}`;
    const root = await highlightToHast(code, "cpp");
    expect(textOf(root)).toContain(
      `longer than ${HIGHLIGHT_BUDGET.maxChars.toLocaleString("en-US")} characters`,
    );
    const html = await highlightCode(code, "markdown");
    expect(html).toContain("&#x3C;script>");
    expect(html).not.toContain("<script>");
    expect(html).toContain("data-highlight-note");
  }, 60_000);
});

describe("highlightCode", () => {
  it("makes a block's HTML once per process and hands the same HTML to every page that repeats it", async () => {
    const schema = JSON.stringify({ type: "object", properties: { verdict: { type: "string" } } }, null, 2);
    const first = highlightCode(schema, "json");
    expect(highlightCode(schema, "json")).toBe(first);
    expect(highlightCode(schema, "yaml")).not.toBe(first);
    expect(await first).toContain("verdict");
    // A caller's own budget is not the build's: its block is made afresh under that budget.
    expect(highlightCode(schema, "json", { ...HIGHLIGHT_BUDGET, blockMs: 1 })).not.toBe(first);
  }, 60_000);
});

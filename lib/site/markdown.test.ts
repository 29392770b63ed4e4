import { describe, expect, it } from "vitest";

import { listRoles, Role } from "@/lib/casts";

import { inlineText, parseInline, parseMarkdown, type Block } from "./markdown";

function blockText(block: Block): string {
  if (block.type === "heading" || block.type === "paragraph") return inlineText(block.children);
  if (block.type === "list") return block.items.map(inlineText).join(" ");
  return block.value;
}

describe("parseMarkdown", () => {
  it("reads headings, paragraphs and lists with unique heading ids", () => {
    const blocks = parseMarkdown(
      "# Title\n\nFirst line\ncontinues.\n\n## Notes\n- one\n- two\n  wrapped\n\n1. first\n2. second\n\n## Notes\n",
      { idPrefix: "p-" },
    );
    expect(blocks).toEqual([
      {
        type: "heading",
        level: 1,
        id: "p-title",
        text: "Title",
        children: [{ type: "text", value: "Title" }],
      },
      { type: "paragraph", children: [{ type: "text", value: "First line continues." }] },
      {
        type: "heading",
        level: 2,
        id: "p-notes",
        text: "Notes",
        children: [{ type: "text", value: "Notes" }],
      },
      {
        type: "list",
        ordered: false,
        items: [[{ type: "text", value: "one" }], [{ type: "text", value: "two wrapped" }]],
      },
      {
        type: "list",
        ordered: true,
        items: [[{ type: "text", value: "first" }], [{ type: "text", value: "second" }]],
      },
      {
        type: "heading",
        level: 2,
        id: "p-notes-2",
        text: "Notes",
        children: [{ type: "text", value: "Notes" }],
      },
    ]);
  });

  it("keeps fenced code literal", () => {
    expect(parseMarkdown("```yaml\nname: *x*\n```\n")).toEqual([
      { type: "code", lang: "yaml", value: "name: *x*" },
    ]);
  });

  it("loses no words of any role body", () => {
    for (const name of listRoles()) {
      const body = Role.load(name).body;
      const rendered = parseMarkdown(body).map(blockText).join(" ");
      const words = (text: string) =>
        text
          .replace(/^#+ |^- /gm, "")
          .split(/\s+/)
          .filter(Boolean);
      expect(words(rendered), name).toEqual(words(body));
    }
  });
});

describe("parseInline", () => {
  it("reads code, strong and emphasis", () => {
    expect(parseInline("Use `ci_95` **always** and *never* _guess_.")).toEqual([
      { type: "text", value: "Use " },
      { type: "code", value: "ci_95" },
      { type: "text", value: " " },
      { type: "strong", children: [{ type: "text", value: "always" }] },
      { type: "text", value: " and " },
      { type: "em", children: [{ type: "text", value: "never" }] },
      { type: "text", value: " " },
      { type: "em", children: [{ type: "text", value: "guess" }] },
      { type: "text", value: "." },
    ]);
  });

  it("leaves snake_case names, lone stars and markup-looking text as text", () => {
    for (const text of [
      "the ci_95 interval and p_value",
      "2 * 3 * 4",
      "<script>alert(1)</script>",
      "[link](javascript:alert(1))",
    ]) {
      expect(parseInline(text)).toEqual([{ type: "text", value: text }]);
    }
  });
});

import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { EMISSION_MODELS } from "@/lib/casts/emissions";

import { InlineMarkdown, ParsedInlineMarkdown } from "./markdown-view";

const shown = (text: string) => renderToStaticMarkup(<InlineMarkdown text={text} />);
const parsed = (text: string) => renderToStaticMarkup(<ParsedInlineMarkdown text={text} />);

describe("InlineMarkdown", () => {
  it("renders every field description as the markdown pipeline does", () => {
    const descriptions = EMISSION_MODELS.flatMap((model) =>
      Object.values(model.shape.shape).map((field) => (field as z.ZodType).description ?? ""),
    ).filter((text) => text !== "");
    expect(descriptions.length).toBeGreaterThan(50);
    for (const text of descriptions) expect(shown(text), text).toBe(parsed(text));
  });

  it("renders a text the same each time a page shows it (its parse is kept, and only read)", () => {
    const text = "Cite the `path` and *line*, e.g. [the spec](https://example.com/spec)";
    const first = parsed(text);
    expect(first).toMatch(/<code[^>]*>path<\/code> and <em>line<\/em>/);
    expect(first).toContain("(external link)");
    expect(parsed(text)).toBe(first);
    expect(shown(text)).toBe(first);
  });

  it("gives the same HTML as the pipeline for any line, plain or not", () => {
    const samples = [
      "One plain sentence, with punctuation (and a clause): done.",
      "Use `code` here",
      "See www.example.com for more",
      "Write to team@example.com",
      "1. not a list here",
      "A  double space",
      "Ends with a space ",
      "Caf\u00e9 au lait; na\u00efve",
      "Tom & Jerry",
      "Some *stars* here",
      "a_b_c and *stars*",
    ];
    for (const text of samples) expect(shown(text), text).toBe(parsed(text));
    // Plain lines with now and then a character or sequence markdown reads, anywhere in them.
    const plain = fc.constantFrom(..."aZé9 ,.;:'\"()?%-".split(""));
    const special = fc.constantFrom(
      ..."*_`[]<>&|~#!\\/@\n\t".split(""),
      "*b*",
      "_b_",
      "~~b~~",
      "[b](c)",
      "www.",
      "http://",
      "1. ",
      "&amp;",
      "  ",
    );
    const line = fc
      .array(fc.oneof({ weight: 12, arbitrary: plain }, { weight: 1, arbitrary: special }), { maxLength: 40 })
      .map((units) => `A${units.join("")}`);
    fc.assert(
      fc.property(fc.oneof(line, fc.string({ unit: fc.oneof(plain, special), maxLength: 20 })), (text) => {
        expect(shown(text)).toBe(parsed(text));
      }),
      { numRuns: 400 },
    );
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { validateEmissionOutput } from "@/lib/composer/panels/validate-output";

import { ValidationResult } from "./validation-result";

describe("ValidationResult", () => {
  it("lists the first 100 problems and a line counting the rest", () => {
    const output = JSON.stringify(
      Object.fromEntries(Array.from({ length: 15_080 }, (_, index) => [`unknown_${index}`, 1])),
    );
    const result = validateEmissionOutput("critic", output);
    expect(result.kind).toBe("invalid");
    if (result.kind !== "invalid") return;
    expect(result.issues).toHaveLength(15_080);
    const html = renderToStaticMarkup(<ValidationResult result={result} />);
    expect(html).toContain("15,080 problems, the first 100 listed:");
    expect(html.match(/data-testid="output-problem"/g)).toHaveLength(100);
    expect(html).toContain('data-testid="output-problems-more">…and 14,980 more<');
  });

  it("puts a long list in a box that scrolls and takes keyboard focus", () => {
    const output = JSON.stringify(
      Object.fromEntries(Array.from({ length: 11 }, (_, index) => [`k${index}`, 1])),
    );
    const result = validateEmissionOutput("critic", output);
    if (result.kind !== "invalid") throw new Error(`expected problems, got ${result.kind}`);
    const html = renderToStaticMarkup(<ValidationResult result={result} />);
    expect(html).toContain("11 problems:");
    expect(html).toMatch(/<ul class="[^"]*overflow-y-auto[^"]*" tabindex="0" aria-label="Problems"/);
  });

  it("lists a few problems whole, without a count line", () => {
    const result = validateEmissionOutput("critic", '{"unknown_a": 1, "unknown_b": 2}');
    if (result.kind !== "invalid") throw new Error(`expected problems, got ${result.kind}`);
    const html = renderToStaticMarkup(<ValidationResult result={result} />);
    expect(html.match(/data-testid="output-problem"/g)).toHaveLength(result.issues.length);
    expect(html).not.toContain("more");
    expect(html).not.toContain("listed");
    expect(html).not.toContain("tabindex");
  });
});

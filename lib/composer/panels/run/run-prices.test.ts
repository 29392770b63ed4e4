import { describe, expect, it } from "vitest";

import { PRICE_TABLE } from "@/lib/casts/run/prices";

import { estimateRunCost, parsePriceOverrides, withPriceOverride } from "./run-prices";

const usage = { inputTokens: 1_000_000, outputTokens: 500_000 };

describe("estimateRunCost", () => {
  it("prices a listed model from the dated table", () => {
    const price = PRICE_TABLE.models.openai!["gpt-4.1"]!;
    expect(estimateRunCost("openai", "gpt-4.1", usage, [])).toEqual({
      usd: price.input + price.output / 2,
      model: "gpt-4.1",
      price,
      asOf: PRICE_TABLE.asOf,
      edited: false,
    });
  });

  it("prefers the reader's price, dated the day it was set, and prices a local model only with one", () => {
    expect(estimateRunCost("openai-compatible", "llama3.2", usage, [])).toBeUndefined();
    const overrides = withPriceOverride([], {
      provider: "openai-compatible",
      model: "llama3.2",
      input: 0.1,
      output: 0.2,
      asOf: "2026-12-02",
    });
    expect(estimateRunCost("openai-compatible", "llama3.2", usage, overrides)).toMatchObject({
      usd: 0.2,
      asOf: "2026-12-02",
      edited: true,
    });
    const replaced = withPriceOverride(overrides, { ...overrides[0]!, input: 1 });
    expect(replaced).toHaveLength(1);
    expect(estimateRunCost("openai-compatible", "llama3.2", usage, replaced)?.usd).toBe(1.1);
  });

  it("gives nothing for an unknown provider", () => {
    expect(estimateRunCost("bard", "gpt-4.1", usage, [])).toBeUndefined();
  });
});

describe("parsePriceOverrides", () => {
  it("keeps well-formed entries and drops the rest", () => {
    const good = { provider: "openai", model: "gpt-4.1", asOf: "2026-12-02", input: 1, output: 2 };
    const text = JSON.stringify([
      good,
      { ...good, input: -1 },
      { ...good, provider: "x" },
      { ...good, asOf: "today" },
      3,
    ]);
    expect(parsePriceOverrides(text)).toEqual([good]);
    expect(parsePriceOverrides("{")).toEqual([]);
    expect(parsePriceOverrides(null)).toEqual([]);
    expect(parsePriceOverrides('{"a":1}')).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";

import { estimateCost, findPrice, formatUsd, PRICE_TABLE, type PriceTable } from "./prices";

describe("estimateCost", () => {
  it("prices input and output tokens per million, with the table's date", () => {
    expect(estimateCost("gpt-4.1", { inputTokens: 1_000_000, outputTokens: 500_000 })).toEqual({
      usd: 6,
      model: "gpt-4.1",
      price: { input: 2, output: 8 },
      asOf: PRICE_TABLE.asOf,
    });
    expect(estimateCost("claude-sonnet-4-5", { inputTokens: 2000, outputTokens: 1000 })?.usd).toBeCloseTo(
      0.021,
      10,
    );
  });

  it("prices a dated snapshot as its model, but not a different model sharing a prefix", () => {
    expect(findPrice("gpt-4.1-2025-04-14")?.model).toBe("gpt-4.1");
    expect(findPrice("claude-sonnet-4-5-20250929")?.model).toBe("claude-sonnet-4-5");
    expect(findPrice("gpt-4.1-mini")?.model).toBe("gpt-4.1-mini");
    expect(findPrice("gpt-4.1-turbo")).toBeUndefined();
    expect(estimateCost("llama3.2", { inputTokens: 10, outputTokens: 10 })).toBeUndefined();
  });

  it("uses an edited table the caller passes", () => {
    const table: PriceTable = {
      asOf: "2030-01-01",
      currency: "USD",
      models: { "openai-compatible": { "llama3.2": { input: 0, output: 0.5 } } },
    };
    expect(estimateCost("llama3.2", { inputTokens: 10, outputTokens: 2_000_000 }, table)).toMatchObject({
      usd: 1,
      asOf: "2030-01-01",
    });
  });
});

describe("formatUsd", () => {
  it("shows small costs with four decimals and tiny ones as a bound", () => {
    expect([formatUsd(0), formatUsd(0.00001), formatUsd(0.0123), formatUsd(12.345)]).toEqual([
      "$0",
      "<$0.0001",
      "$0.0123",
      "$12.35",
    ]);
  });
});

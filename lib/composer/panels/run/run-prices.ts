// The Run panel's price table: the engine's dated table (lib/casts/run/prices.ts) with the reader's
// own prices on top, kept in this browser. An edited price is dated the day it was edited.
import {
  estimateCost,
  PRICE_TABLE,
  type CostEstimate,
  type ModelPrice,
  type PriceTable,
} from "@/lib/casts/run/prices";
import { isRunProvider, type RunProvider, type RunUsage } from "@/lib/casts/run/types";

export { formatUsd, PRICE_TABLE } from "@/lib/casts/run/prices";

export const RUN_PRICES_STORAGE_KEY = "casts:run-prices";

export interface PriceOverride extends ModelPrice {
  readonly provider: RunProvider;
  readonly model: string;
  /** The day the reader set it (YYYY-MM-DD). */
  readonly asOf: string;
}

const isPrice = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 && value < 1e6;

/** The overrides kept in storage; entries that are not well formed are left out. */
export function parsePriceOverrides(text: string | null): PriceOverride[] {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "[]");
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry: unknown) => {
    if (entry === null || typeof entry !== "object") return [];
    const record = entry as Record<string, unknown>;
    const { provider, model, asOf, input, output } = record;
    if (typeof provider !== "string" || !isRunProvider(provider)) return [];
    if (typeof model !== "string" || model === "" || model.length > 256) return [];
    if (typeof asOf !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(asOf) || !isPrice(input) || !isPrice(output))
      return [];
    return [{ provider, model, asOf, input, output }];
  });
}

/** The overrides with one set (or replaced) for its provider and model. */
export function withPriceOverride(overrides: readonly PriceOverride[], next: PriceOverride): PriceOverride[] {
  return [
    ...overrides.filter((entry) => entry.provider !== next.provider || entry.model !== next.model),
    next,
  ];
}

export interface RunCostEstimate extends CostEstimate {
  /** The reader set this price (else it is the table's). */
  readonly edited: boolean;
}

/** The cost of a run by the reader's price for its model when there is one, else the dated table's. */
export function estimateRunCost(
  provider: string,
  model: string,
  usage: RunUsage,
  overrides: readonly PriceOverride[],
  table: PriceTable = PRICE_TABLE,
): RunCostEstimate | undefined {
  if (!isRunProvider(provider)) return undefined;
  const own = overrides.find((entry) => entry.provider === provider && entry.model === model);
  if (own) {
    const usd = (usage.inputTokens * own.input + usage.outputTokens * own.output) / 1_000_000;
    return { usd, model, price: { input: own.input, output: own.output }, asOf: own.asOf, edited: true };
  }
  const estimate = estimateCost(model, usage, table, provider);
  return estimate ? { ...estimate, edited: false } : undefined;
}

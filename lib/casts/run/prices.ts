// A dated price table for cost estimates in the Run panel and `casts run`; callers may edit a copy.
// Figures: USD per million tokens, standard (not batch, not cached) rates on the date below.
// Sources, checked 2026-12-02 through the search tool (no network here):
// - Anthropic: https://platform.claude.com/docs/en/about-claude/pricing (formerly
//   docs.anthropic.com/en/docs/about-claude/pricing). The stored copy of that page confirms Opus 4.1,
//   Sonnet 4.5, Sonnet 4, Haiku 4.5 and Haiku 3.5; Opus 4.5 comes from Anthropic's model announcement
//   as reported by others, not from the stored page.
// - OpenAI: https://developers.openai.com/api/docs/pricing (formerly openai.com/api/pricing). Its
//   official page was not in the search index; every OpenAI row agrees with three independent
//   readings of it dated March to November 2026.
// Prices change: the date is shown beside every estimate, and the panel lets a user edit a price.
import type { RunProvider, RunUsage } from "./types";

export interface ModelPrice {
  /** USD per million input tokens. */
  readonly input: number;
  /** USD per million output tokens. */
  readonly output: number;
}

export interface PriceTable {
  /** The day the figures were read (YYYY-MM-DD). */
  readonly asOf: string;
  readonly currency: "USD";
  readonly models: Readonly<Partial<Record<RunProvider, Readonly<Record<string, ModelPrice>>>>>;
}

export const PRICE_TABLE: PriceTable = Object.freeze({
  asOf: "2026-03-01",
  currency: "USD",
  models: Object.freeze({
    openai: Object.freeze({
      "gpt-5": { input: 1.25, output: 10 },
      "gpt-5-mini": { input: 0.25, output: 2 },
      "gpt-5-nano": { input: 0.05, output: 0.4 },
      "gpt-4.1": { input: 2, output: 8 },
      "gpt-4.1-mini": { input: 0.4, output: 1.6 },
      "gpt-4.1-nano": { input: 0.1, output: 0.4 },
      "gpt-4o": { input: 2.5, output: 10 },
      "gpt-4o-mini": { input: 0.15, output: 0.6 },
      o3: { input: 2, output: 8 },
      "o4-mini": { input: 1.1, output: 4.4 },
    }),
    anthropic: Object.freeze({
      "claude-opus-4-5": { input: 5, output: 25 },
      "claude-opus-4-1": { input: 15, output: 75 },
      "claude-sonnet-4-6": { input: 3, output: 15 },
      "claude-sonnet-4-5": { input: 3, output: 15 },
      "claude-sonnet-4": { input: 3, output: 15 },
      "claude-haiku-4-5": { input: 1, output: 5 },
      "claude-3-5-haiku": { input: 0.8, output: 4 },
    }),
  }),
});

export interface CostEstimate {
  readonly usd: number;
  /** The table entry used (a dated snapshot id such as `gpt-4.1-2025-04-14` is priced as `gpt-4.1`). */
  readonly model: string;
  readonly price: ModelPrice;
  readonly asOf: string;
}

// A snapshot suffix: -2025-04-14, -20250929, -latest.
const SNAPSHOT = /^-(?:\d{4}-\d{2}-\d{2}|\d{8}|latest)$/;

/** The table's price for a model id (exact, else by its snapshot suffix); undefined when not listed. */
export function findPrice(
  model: string,
  table: PriceTable = PRICE_TABLE,
  provider?: RunProvider,
): { model: string; price: ModelPrice } | undefined {
  const providers = provider ? [provider] : (Object.keys(table.models) as RunProvider[]);
  for (const name of providers) {
    const models = table.models[name] ?? {};
    const exact = models[model];
    if (exact) return { model, price: exact };
    const base = Object.keys(models)
      .filter((candidate) => model.startsWith(candidate) && SNAPSHOT.test(model.slice(candidate.length)))
      .sort((a, b) => b.length - a.length)[0];
    if (base !== undefined) return { model: base, price: models[base]! };
  }
  return undefined;
}

/** The estimated cost of one run; undefined when the model is not in the table (e.g. a local model). */
export function estimateCost(
  model: string,
  usage: RunUsage,
  table: PriceTable = PRICE_TABLE,
  provider?: RunProvider,
): CostEstimate | undefined {
  const found = findPrice(model, table, provider);
  if (!found) return undefined;
  const usd = (usage.inputTokens * found.price.input + usage.outputTokens * found.price.output) / 1_000_000;
  return { usd, model: found.model, price: found.price, asOf: table.asOf };
}

/** `$0.0123` with enough digits to show a small cost, `<$0.0001` below that. */
export function formatUsd(usd: number): string {
  if (usd === 0) return "$0";
  if (usd < 0.0001) return "<$0.0001";
  return `$${usd < 1 ? usd.toFixed(4) : usd.toFixed(2)}`;
}

"use client";

import { useCallback, useId, useState, useSyncExternalStore } from "react";

import {
  estimateRunCost,
  formatUsd,
  PRICE_TABLE,
  parsePriceOverrides,
  RUN_PRICES_STORAGE_KEY,
  withPriceOverride,
  type PriceOverride,
} from "@/lib/composer/panels/run/run-prices";
import type { RunRecord } from "@/lib/composer/panels/run/run-state";
import { isRunProvider } from "@/lib/composer/panels/run/run-settings";

import { FIELD } from "./run-settings-fields";

let overrides: readonly PriceOverride[] | null = null;
const listeners = new Set<() => void>();
const read = (): readonly PriceOverride[] => {
  if (overrides === null) {
    try {
      overrides = parsePriceOverrides(window.localStorage.getItem(RUN_PRICES_STORAGE_KEY));
    } catch {
      overrides = [];
    }
  }
  return overrides;
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The reader's prices (kept in this browser) and how each run is priced with them. */
export function usePrices() {
  const own = useSyncExternalStore(subscribe, read, () => []);
  const set = useCallback((next: PriceOverride) => {
    overrides = withPriceOverride(read(), next);
    try {
      window.localStorage.setItem(RUN_PRICES_STORAGE_KEY, JSON.stringify(overrides));
    } catch {
      // Not kept past this tab: the estimate still uses it.
    }
    for (const listener of listeners) listener();
  }, []);
  const estimate = useCallback(
    (run: RunRecord) => (run.usage ? estimateRunCost(run.provider, run.model, run.usage, own) : undefined),
    [own],
  );
  const label = useCallback(
    (run: RunRecord) => {
      const cost = estimate(run);
      return cost ? `≈ ${formatUsd(cost.usd)}` : null;
    },
    [estimate],
  );
  return { estimate, label, set };
}

type Prices = ReturnType<typeof usePrices>;
const perMillion = (value: number) => `$${value} / M`;
const today = () => new Date().toISOString().slice(0, 10);

/** Tokens in and out, and the estimated cost with the price and its date; the price can be edited. */
export function RunCost({ run, prices }: { readonly run: RunRecord; readonly prices: Prices }) {
  const id = useId();
  const [editing, setEditing] = useState(false);
  if (!run.usage) {
    return run.status === "done" ? (
      <p className="text-fg-subtle text-xs" data-testid="run-usage">
        The server reported no token usage, so no cost can be estimated.
      </p>
    ) : null;
  }
  const cost = prices.estimate(run);
  const provider = isRunProvider(run.provider) ? run.provider : null;
  const save = (form: HTMLFormElement) => {
    const data = new FormData(form);
    const input = Number(data.get("input"));
    const output = Number(data.get("output"));
    if (!provider || !Number.isFinite(input) || !Number.isFinite(output) || input < 0 || output < 0) return;
    prices.set({ provider, model: run.model, input, output, asOf: today() });
    setEditing(false);
  };
  return (
    <div className="text-sm" data-testid="run-usage">
      <p>
        <span className="font-medium">Usage:</span>{" "}
        <span className="tabular-nums">
          {run.usage.inputTokens} tokens in, {run.usage.outputTokens} out
        </span>
        {cost ? (
          <>
            {" · "}
            <span className="font-medium">Estimated cost:</span>{" "}
            <span data-testid="run-cost" className="tabular-nums">
              {formatUsd(cost.usd)}
            </span>
          </>
        ) : null}
      </p>
      <p className="text-fg-subtle text-xs">
        {cost
          ? `An estimate at ${perMillion(cost.price.input)} in and ${perMillion(cost.price.output)} out for ${cost.model}, ${cost.edited ? `your price, set ${cost.asOf}` : `from the price table of ${cost.asOf}`}; prices change, and the provider's bill is what counts.`
          : `${run.model} is not in the price table of ${PRICE_TABLE.asOf} (a local model costs nothing per token); add its price to estimate a cost.`}{" "}
        {provider ? (
          <button
            type="button"
            className="text-accent underline pointer-coarse:min-h-11"
            aria-expanded={editing}
            onClick={() => setEditing(!editing)}
          >
            {cost ? "Edit the price" : "Add a price"}
          </button>
        ) : null}
      </p>
      {editing ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            save(event.currentTarget);
          }}
        >
          {(["input", "output"] as const).map((side) => (
            <label key={side} className="text-xs font-medium" htmlFor={`${id}-${side}`}>
              USD per million {side} tokens
              <input
                id={`${id}-${side}`}
                name={side}
                inputMode="decimal"
                defaultValue={cost ? String(cost.price[side]) : ""}
                required
                pattern="[0-9]*[.]?[0-9]*"
                className={`${FIELD} w-32`}
              />
            </label>
          ))}
          <button
            type="submit"
            className="border-border-strong hover:bg-bg-muted rounded-md border px-3 py-1.5 text-xs font-medium pointer-coarse:min-h-11"
          >
            Save price for {run.model}
          </button>
        </form>
      ) : null}
    </div>
  );
}

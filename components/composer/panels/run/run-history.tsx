"use client";

import { useEffect, useRef, useState } from "react";

import type { RunRecord } from "@/lib/composer/panels/run/run-state";
import { localClock } from "@/lib/composer/panels/run/run-settings";

import { RunStatusBadge } from "./run-view";
import type { RunsKept } from "./use-runs";

const BUTTON =
  "border-border hover:bg-bg-muted rounded border px-2 py-0.5 text-xs font-medium pointer-coarse:min-h-11 disabled:opacity-50";

export const duration = (run: RunRecord) =>
  run.endedAt === null ? "running" : `${((run.endedAt - run.startedAt) / 1000).toFixed(1)} s`;

/**
 * The runs of this composition, newest first: show one, tick two to compare them side by side,
 * remove one, or clear them all (asked once more first). Each row says when, which model, how it ended,
 * tokens and cost.
 */
export function RunHistory({
  runs,
  shown,
  onShow,
  picked,
  onPick,
  onCompare,
  onRemove,
  onClear,
  cost,
  otherCount,
  kept,
}: {
  readonly runs: readonly RunRecord[];
  readonly shown: number | null;
  readonly onShow: (id: number) => void;
  readonly picked: readonly number[];
  readonly onPick: (id: number, on: boolean) => void;
  readonly onCompare: () => void;
  readonly onRemove: (id: number) => void;
  /** Removes every finished run listed here. */
  readonly onClear: () => void;
  readonly cost: (run: RunRecord) => string | null;
  /** Runs of other compositions kept in this tab. */
  readonly otherCount: number;
  /** Whether the runs survive a reload, and which do not fit. */
  readonly kept: RunsKept;
}) {
  const others = otherCount > 0 ? ` (and ${otherCount} of other compositions)` : "";
  const left = runs.filter((run) => kept.left.includes(run.id)).map((run) => run.id);
  const finished = runs.filter((run) => run.status !== "streaming").length;
  const [asking, setAsking] = useState(false);
  const clearButton = useRef<HTMLButtonElement>(null);
  const keepButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) keepButton.current?.focus();
  }, [asking]);
  const keep = () => {
    setAsking(false);
    clearButton.current?.focus();
  };
  return (
    <section aria-labelledby="run-history-heading" className="border-border border-t pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="run-history-heading" className="text-sm font-semibold">
          Runs of this composition ({runs.length})
        </h3>
        <span className="flex flex-wrap gap-1">
          <button
            type="button"
            className={BUTTON}
            disabled={picked.length !== 2}
            onClick={onCompare}
            data-testid="run-compare"
          >
            Compare the two ticked runs
          </button>
          <button
            ref={clearButton}
            type="button"
            className={BUTTON}
            disabled={finished === 0}
            onClick={() => setAsking(true)}
            data-testid="run-clear"
          >
            Clear the list
          </button>
        </span>
      </div>
      {asking ? (
        <div
          role="group"
          aria-labelledby="run-clear-question"
          className="bg-warning-soft mt-2 flex flex-wrap items-center gap-2 rounded-md px-3 py-2 text-sm"
          data-testid="run-clear-confirm"
          onKeyDown={(event) => {
            if (event.key === "Escape") keep();
          }}
        >
          <p id="run-clear-question">
            Remove {finished === 1 ? "the finished run" : `all ${finished} finished runs`} of this
            composition? This cannot be undone.
          </p>
          <button
            type="button"
            className={BUTTON}
            onClick={() => {
              setAsking(false);
              onClear();
            }}
          >
            Remove {finished === 1 ? "it" : "them"}
          </button>
          <button ref={keepButton} type="button" className={BUTTON} onClick={keep}>
            Keep {finished === 1 ? "it" : "them"}
          </button>
        </div>
      ) : null}
      <p className="text-fg-subtle mt-0.5 text-xs" data-testid="run-kept">
        {kept.ok
          ? `Kept in this tab until you close it, across reloads${others}.`
          : `Kept until you reload or leave the page${others}: this browser does not let the page store them.`}
        {left.length > 0
          ? ` ${left.length === 1 ? `Run ${left[0]} is` : `Runs ${left.join(", ")} are`} too large to keep across a reload.`
          : ""}{" "}
        Tick two to see them side by side.
      </p>
      <ol className="mt-2 space-y-1.5" data-testid="run-list">
        {runs.map((run) => {
          const usage = run.usage ? `${run.usage.inputTokens} in / ${run.usage.outputTokens} out` : null;
          const price = cost(run);
          const label = `Run ${run.id}`;
          return (
            <li
              key={run.id}
              data-testid="run-item"
              data-status={run.status}
              className={`border-border flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-2 py-1.5 text-xs ${shown === run.id ? "bg-bg-subtle" : ""}`}
            >
              <label className="inline-flex items-center gap-1.5 pointer-coarse:min-h-11">
                <input
                  type="checkbox"
                  checked={picked.includes(run.id)}
                  disabled={run.status === "streaming" || (!picked.includes(run.id) && picked.length >= 2)}
                  onChange={(event) => onPick(run.id, event.target.checked)}
                  aria-label={`Compare ${label}`}
                />
                <span className="font-medium">{label}</span>
              </label>
              <span className="text-fg-muted tabular-nums">{localClock(run.startedAt)}</span>
              <span className="font-mono">{run.model}</span>
              <RunStatusBadge run={run} />
              <span className="text-fg-muted tabular-nums">{duration(run)}</span>
              {usage ? <span className="text-fg-muted tabular-nums">{usage}</span> : null}
              {price ? <span className="text-fg-muted tabular-nums">{price}</span> : null}
              <span className="ml-auto flex gap-1">
                <button
                  type="button"
                  className={BUTTON}
                  aria-pressed={shown === run.id}
                  onClick={() => onShow(run.id)}
                  aria-label={`Show ${label}`}
                >
                  Show
                </button>
                <button
                  type="button"
                  className={BUTTON}
                  disabled={run.status === "streaming"}
                  onClick={() => onRemove(run.id)}
                  aria-label={`Remove ${label}`}
                >
                  Remove
                </button>
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

"use client";

import { useMemo } from "react";

import { DiffLines } from "@/components/compare/diff-view";
import { diffSourcedMessages, SEPARATOR, type SourcedMessage } from "@/lib/casts/compare";
import type { RunRecord } from "@/lib/composer/lazy/run/run-state";
import { estimateTokens } from "@/lib/composer/token-estimate";

import { clockTime, duration } from "./run-history";
import { RunView } from "./run-view";

/** What the diff compares: the decoded reply as indented JSON when it was read, else the reply's text. */
function comparable(run: RunRecord): string {
  const decoded = run.check?.decoded;
  return run.check && run.check.parseError === null && decoded !== undefined
    ? JSON.stringify(decoded, null, 2)
    : run.text;
}

// /compare's line diff (components/compare/diff-view.tsx) over plain text: every line is of one
// source, so no source tags are drawn.
const asMessage = (text: string): SourcedMessage => ({
  text,
  parts: [{ source: SEPARATOR, text }],
  lines: text.split("\n").map((line) => ({ text: line, source: SEPARATOR })),
});

/** Two runs side by side (A and B), each with its reply and verdicts, and the line diff of A → B. */
export function RunCompare({
  a,
  b,
  hasEmissions,
  onClose,
}: {
  readonly a: RunRecord;
  readonly b: RunRecord;
  readonly hasEmissions: boolean;
  readonly onClose: () => void;
}) {
  const diff = useMemo(
    () =>
      diffSourcedMessages(asMessage(comparable(a)), asMessage(comparable(b)), {
        countTokens: estimateTokens,
      }),
    [a, b],
  );
  const same = diff.lines.every((line) => line.status === "same");
  return (
    <section
      aria-labelledby="run-compare-heading"
      data-testid="run-comparison"
      className="border-border space-y-3 border-t pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="run-compare-heading" className="text-sm font-semibold">
          Run {a.id} (A) beside run {b.id} (B)
        </h3>
        <button
          type="button"
          onClick={onClose}
          className="border-border hover:bg-bg-muted rounded border px-2 py-0.5 text-xs font-medium pointer-coarse:min-h-11"
        >
          Close the comparison
        </button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {[a, b].map((run, index) => (
          <div key={run.id} className="min-w-0" data-testid={`run-side-${index === 0 ? "a" : "b"}`}>
            <p className="text-fg-muted mb-2 text-xs">
              <span className="text-fg font-medium">{index === 0 ? "A" : "B"}</span> · run {run.id} ·{" "}
              {clockTime(run.startedAt)} · <span className="font-mono">{run.model}</span> · {duration(run)}
            </p>
            <RunView run={run} hasEmissions={hasEmissions} />
          </div>
        ))}
      </div>
      <div>
        <h4 className="text-fg-muted mb-1 text-xs font-medium">
          {same
            ? "The two replies are the same, line for line."
            : `What changed from A to B (${hasEmissions ? "decoded replies, as indented JSON where they were read" : "reply text"})`}
        </h4>
        {same ? null : <DiffLines diff={diff} />}
      </div>
    </section>
  );
}

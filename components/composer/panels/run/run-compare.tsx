"use client";

import { useEffect, useMemo, useRef } from "react";

import { diffReplies } from "@/lib/composer/panels/run/reply-diff";
import type { RunRecord } from "@/lib/composer/panels/run/run-state";
import { localClock } from "@/lib/composer/panels/run/run-settings";

import { duration } from "./run-history";
import { RunView } from "./run-view";

/** What the diff compares: the decoded reply as indented JSON when it was read, else the reply's text. */
function comparable(run: RunRecord): string {
  const decoded = run.check?.decoded;
  return run.check && run.check.parseError === null && decoded !== undefined
    ? JSON.stringify(decoded, null, 2)
    : run.text;
}

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
  const lines = useMemo(() => diffReplies(comparable(a), comparable(b)), [a, b]);
  const same = lines.every((line) => line.status === "same");
  // Opened from the list below it: the focus moves to its heading, where reading it starts.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      aria-labelledby="run-compare-heading"
      data-testid="run-comparison"
      className="border-border space-y-3 border-t pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 ref={heading} id="run-compare-heading" tabIndex={-1} className="text-sm font-semibold">
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
              {localClock(run.startedAt)} · <span className="font-mono">{run.model}</span> · {duration(run)}
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
        {same ? null : <ReplyDiff lines={lines} />}
      </div>
    </section>
  );
}

const MARK = { added: "+", removed: "−", same: " " } as const;
const LINE = { added: "bg-success-soft/70", removed: "bg-danger-soft/70", same: "" } as const;

/** The line diff in /compare's markup (components/compare/diff-view.tsx): `data-diff` per line. */
function ReplyDiff({ lines }: { readonly lines: ReturnType<typeof diffReplies> }) {
  return (
    <div
      data-testid="run-diff"
      role="region"
      aria-label="Line diff of the replies, A to B"
      tabIndex={0}
      className="border-border max-h-96 overflow-auto rounded-lg border font-mono text-[12.5px] leading-5"
    >
      {lines.map((line, index) => (
        <div key={index} data-diff={line.status} className={`flex gap-2 px-2 ${LINE[line.status]}`}>
          <span aria-hidden="true" className="text-fg-subtle w-3 shrink-0 select-none">
            {MARK[line.status]}
          </span>
          <span className="sr-only">{line.status === "same" ? "" : `${line.status}: `}</span>
          <span className="min-w-0 flex-1 break-words whitespace-pre-wrap">{line.text}</span>
        </div>
      ))}
    </div>
  );
}

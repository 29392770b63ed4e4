"use client";

import type { RunEscalation, RunRecord, RunVerdict } from "@/lib/composer/panels/run/run-state";

import { CopyButton } from "@/components/code/copy-button";

import { Badge } from "../../badge";

export const REPLY_PRE =
  "bg-bg-subtle max-h-96 overflow-auto rounded-md px-3 py-2.5 font-mono text-[12.5px] leading-relaxed break-words whitespace-pre-wrap";

const STATUS_TEXT = { streaming: "running", done: "done", stopped: "stopped", failed: "failed" } as const;

/** A run's status as a badge: running, valid / not valid, stopped, failed. */
export function RunStatusBadge({ run }: { readonly run: RunRecord }) {
  if (run.status === "done" && run.check) {
    const bad = run.check.verdicts.filter((verdict) => !verdict.valid).length;
    // A parse error comes only with an output contract: that reply is not valid (not free text).
    if (run.check.verdicts.length === 0)
      return run.check.parseError ? (
        <Badge tone="danger">not valid</Badge>
      ) : (
        <Badge tone="neutral">free text</Badge>
      );
    return bad === 0 ? (
      <Badge tone="success">valid</Badge>
    ) : (
      <Badge tone="danger">{bad === 1 ? "1 key not valid" : `${bad} keys not valid`}</Badge>
    );
  }
  const tone = run.status === "failed" ? "danger" : run.status === "stopped" ? "warning" : "accent";
  return <Badge tone={tone}>{STATUS_TEXT[run.status]}</Badge>;
}

function Verdict({ verdict }: { readonly verdict: RunVerdict }) {
  return (
    <li
      data-testid="run-verdict"
      data-key={verdict.key}
      data-valid={verdict.valid ? "true" : "false"}
      className={`rounded-md px-3 py-2 text-sm ${verdict.valid ? "bg-success-soft text-success" : "bg-danger-soft text-danger"}`}
    >
      <p>
        <code className="font-mono font-semibold">{verdict.key}</code>:{" "}
        {verdict.valid ? "valid" : "not valid"}
      </p>
      {verdict.errors.length > 0 ? (
        <ul className="mt-1 list-disc space-y-0.5 pl-5 text-xs">
          {verdict.errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

const text = (value: unknown) => (typeof value === "string" ? value : JSON.stringify(value, null, 2));

function Escalation({ escalation }: { readonly escalation: RunEscalation }) {
  const urgent = escalation.urgency === "blocked" || escalation.urgency === "urgent";
  return (
    <section
      aria-label="Escalation"
      data-testid="run-escalation"
      data-urgency={escalation.urgency}
      className="border-warning bg-warning-soft rounded-md border px-3 py-2 text-sm"
    >
      <p className="flex flex-wrap items-center gap-2 font-medium">
        The model escalated <Badge tone={urgent ? "danger" : "warning"}>urgency: {escalation.urgency}</Badge>
      </p>
      <p className="mt-1">
        <span className="font-medium">Reason:</span> {escalation.reason}
      </p>
      {escalation.context !== null && escalation.context !== undefined ? (
        <div className="mt-1">
          <p className="font-medium">Context:</p>
          <pre className="font-mono text-xs break-words whitespace-pre-wrap">{text(escalation.context)}</pre>
        </div>
      ) : null}
    </section>
  );
}

/** One run: the reply (streaming in, or as it ended), the verdict per key, an escalation, a failure in words. */
export function RunView({
  run,
  hasEmissions,
  children,
}: {
  readonly run: RunRecord;
  readonly hasEmissions: boolean;
  /** Usage and cost, under the verdicts. */
  readonly children?: React.ReactNode;
}) {
  const check = run.check;
  // A failed run's note is what the SDK said before the failure (a deprecated model may be its cause).
  const notice = run.notice ?? run.failure?.note ?? null;
  return (
    <div className="space-y-3">
      {run.failure ? (
        <div
          role="alert"
          data-testid="run-error"
          data-kind={run.failure.kind}
          className="bg-danger-soft text-danger rounded-md px-3 py-2 text-sm"
        >
          <p className="font-medium">{run.failure.title}</p>
          <p className="mt-0.5">{run.failure.advice}</p>
        </div>
      ) : null}
      {run.status === "stopped" ? (
        <p className="text-warning text-sm" data-testid="run-stopped">
          Stopped{run.text === "" ? " before any reply arrived." : ": the reply below is what had arrived."}
        </p>
      ) : null}
      {run.input !== "" ? (
        <details className="text-sm" data-testid="run-sent">
          <summary className="text-fg-muted cursor-pointer text-xs font-medium">User message sent</summary>
          <pre className={`${REPLY_PRE} mt-1`}>{run.input}</pre>
        </details>
      ) : null}
      {run.text !== "" || run.status === "streaming" ? (
        <div>
          <div className="mb-1 flex items-center justify-between gap-2">
            <h3 className="text-fg-muted text-xs font-medium">
              Reply{run.status === "streaming" ? " (streaming…)" : ""}
            </h3>
            {run.status !== "streaming" && run.text !== "" ? (
              <CopyButton text={run.text} label={`the reply of run ${run.id}`} idleText="Copy reply" />
            ) : null}
          </div>
          <pre
            data-testid="run-reply"
            tabIndex={0}
            aria-label="Model reply"
            aria-busy={run.status === "streaming"}
            className={REPLY_PRE}
          >
            {run.text === "" ? (
              <span className="text-fg-subtle">Waiting for the first words…</span>
            ) : (
              run.text
            )}
          </pre>
        </div>
      ) : null}
      {notice ? (
        <p className="bg-warning-soft text-warning rounded-md px-3 py-2 text-sm" data-testid="run-notice">
          {notice}
        </p>
      ) : null}
      {check?.parseError && hasEmissions ? (
        <p className="bg-danger-soft text-danger rounded-md px-3 py-2 text-sm" data-testid="run-parse-error">
          The reply is not the JSON object the role&apos;s output contract asks for: {check.parseError}
        </p>
      ) : null}
      {run.status === "done" && !hasEmissions ? (
        <p className="text-fg-muted text-xs">
          This role declares no emissions: its reply is free text, so there is no output contract to check it
          against (its eval fixtures check the text).
        </p>
      ) : null}
      {check?.escalation ? <Escalation escalation={check.escalation} /> : null}
      {check && check.verdicts.length > 0 ? (
        <div>
          <h3 className="text-fg-muted mb-1 text-xs font-medium">Verdict per key</h3>
          <ul className="space-y-1.5" aria-label="Verdict per key">
            {check.verdicts.map((verdict) => (
              <Verdict key={verdict.key} verdict={verdict} />
            ))}
          </ul>
        </div>
      ) : null}
      {children}
    </div>
  );
}

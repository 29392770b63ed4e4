"use client";

import { Suspense, useId } from "react";

import { EXPORT_TARGET_INFO, EXPORT_TARGETS, type ExportTarget } from "@/lib/casts/export/targets";
import type { ComposeQuery } from "@/lib/composer/compose-query";
import type { ComposerPayload } from "@/lib/composer/payload";

import { ExportWorkbench } from "../load-panels";
import { Panel } from "../panel";

export interface ExportPanelProps {
  readonly data: ComposerPayload;
  readonly query: ComposeQuery;
  /** The body of the composition's role when it is a directory role (built-in bodies come with the library). */
  readonly directoryBody?: string | undefined;
  /** null until a target is picked: nothing of the exporter loads before that. */
  readonly target: ExportTarget | null;
  readonly onTargetChange: (target: ExportTarget) => void;
  /** Why the URL's `to` value was not used, or null. */
  readonly problem?: string | null;
}

/**
 * The Export panel's frame: title, target picker, the URL's problem. What a picked target shows
 * (fields, output, downloads) is the lazily loaded workbench, which renders this same frame.
 */
export function ExportFrame({
  target,
  onTargetChange,
  problem = null,
  actions,
  controls,
  zipStatus = "",
  children,
}: Pick<ExportPanelProps, "target" | "onTargetChange" | "problem"> & {
  readonly actions?: React.ReactNode;
  /** Inputs beside the target picker. */
  readonly controls?: React.ReactNode;
  readonly zipStatus?: string;
  readonly children: React.ReactNode;
}) {
  const id = useId();
  return (
    <Panel id="export-heading" title="Export" testId="export-panel" actions={actions}>
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium" htmlFor={`${id}-target`}>
          Target
          <select
            id={`${id}-target`}
            value={target ?? ""}
            onChange={(event) => {
              const picked = EXPORT_TARGETS.find((candidate) => candidate === event.target.value);
              if (picked) onTargetChange(picked);
            }}
            data-testid="export-target"
            className="border-border-strong bg-bg mt-1 block rounded-md border px-2 py-1 text-sm"
          >
            {target === null ? <option value="">Choose a target…</option> : null}
            {EXPORT_TARGETS.map((candidate) => (
              <option key={candidate} value={candidate}>
                {EXPORT_TARGET_INFO[candidate].label}
              </option>
            ))}
          </select>
        </label>
        {controls}
      </div>
      <p aria-live="polite" className="text-fg-subtle mt-1 text-xs" data-testid="export-zip-status">
        {zipStatus}
      </p>
      {problem ? (
        <p
          role="alert"
          data-testid="export-error"
          className="bg-danger-soft text-danger mt-3 rounded-md px-3 py-2 text-sm"
        >
          {problem}
        </p>
      ) : null}
      {children}
    </Panel>
  );
}

const LOADING = <p className="text-fg-muted mt-3 text-sm">Loading the exporter…</p>;

/** Export the composition to an agent tool or an API request: see, copy, download; the whole roster as a zip. */
export function ExportPanel(props: ExportPanelProps) {
  const frame = {
    target: props.target,
    onTargetChange: props.onTargetChange,
    problem: props.problem ?? null,
  };
  if (props.target === null) {
    return (
      <ExportFrame {...frame}>
        <p className="text-fg-muted mt-3 text-sm">
          Turn this composition into an agent file for Claude Code, Cursor, Copilot, Codex, Gemini CLI,
          OpenCode or an Agent Skill, an AGENTS.md, a CrewAI or LionAGI agent, a promptfoo config, or an
          OpenAI or Anthropic request with the role&apos;s output contract as its schema.
        </p>
      </ExportFrame>
    );
  }
  return (
    <Suspense fallback={<ExportFrame {...frame}>{LOADING}</ExportFrame>}>
      <ExportWorkbench.Component {...props} loading={LOADING} />
    </Suspense>
  );
}

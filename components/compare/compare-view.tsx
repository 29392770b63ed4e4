import type { Comparison } from "@/lib/compare-page/build-comparison";
import {
  COMPARE_VIEWS,
  type CompareQuery,
  type CompareView,
  type PackChoice,
} from "@/lib/compare-page/compare-href";
import { addableModes } from "@/lib/compare-page/mode-choices";
import type { ConflictDeclaring } from "@/lib/casts/core/mode-conflict";

import { CompositionEditor } from "./composition-editor";
import { DiffLines, SourceTable } from "./diff-view";
import { EmissionDiff } from "./emission-diff";

const VIEW_LABELS: Record<CompareView, string> = {
  plain: "System message",
  runtime: "Runtime (with pack policy)",
  emissions: "Emission contracts",
};
const PRE =
  "border-border bg-bg-subtle max-h-[28rem] overflow-auto rounded-lg border p-3 font-mono text-[13px] leading-5 whitespace-pre-wrap";

/** What the comparison does when the reader acts; absent in the build's markup (app/compare/page.tsx). */
export interface CompareActions {
  readonly edit: (change: Partial<CompareQuery>) => void;
  /** Called when the reader turns to a role list (to load the directory roles into it). */
  readonly onNeedRoles: (() => void) | undefined;
}

export interface CompareViewProps {
  readonly roles: readonly string[];
  /** The catalog's modes, with the conflicts each declares (a side is offered only those it can take). */
  readonly modes: readonly ConflictDeclaring[];
  readonly query: CompareQuery;
  /** One message per part of the link that could not be read. */
  readonly problems: readonly string[];
  readonly comparison: Comparison;
  /** A side's role body is still on its way. */
  readonly loading: boolean;
  readonly labProblem: string | null;
  readonly directoryProblem: string | null;
  readonly actions?: CompareActions;
}

/** /compare's markup, state in and events out: the island's and the build's (the default comparison). */
export function CompareView({
  roles,
  modes,
  query,
  problems,
  comparison,
  loading,
  labProblem,
  directoryProblem,
  actions,
}: CompareViewProps) {
  const edit = actions?.edit;
  const diffPanel =
    query.view === "emissions" ? (
      <EmissionDiff emissions={comparison.emissions} />
    ) : (
      <>
        <DiffLines diff={comparison.diff} />
        <SourceTable diff={comparison.diff} />
      </>
    );
  return (
    <div className="flex flex-col gap-6">
      {problems.length > 0 ? (
        <ul
          role="alert"
          data-testid="compare-error"
          className="border-danger/40 bg-danger-soft/60 rounded-lg border p-3 text-sm"
        >
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      {/* The build's comparison has no behaviour: without JavaScript its controls are left out. */}
      <div className="grid gap-3 md:grid-cols-[1fr_auto_1fr] md:items-start" data-js-only>
        <CompositionEditor
          side="A"
          spec={query.a}
          roles={roles}
          modes={addableModes(modes, query.a.modes)}
          onChange={edit && ((a) => edit({ a }))}
          onNeedRoles={actions?.onNeedRoles}
        />
        <button
          type="button"
          data-testid="swap"
          className="border-border-strong hover:bg-bg-muted self-center rounded-md border px-3 py-1.5 text-sm"
          onClick={edit && (() => edit({ a: query.b, b: query.a, packA: query.packB, packB: query.packA }))}
        >
          ⇄ Swap A and B
        </button>
        <CompositionEditor
          side="B"
          spec={query.b}
          roles={roles}
          modes={addableModes(modes, query.b.modes)}
          onChange={edit && ((b) => edit({ b }))}
          onNeedRoles={actions?.onNeedRoles}
        />
      </div>
      {directoryProblem !== null ? (
        <p role="alert" className="text-danger text-sm">
          The directory roles could not be loaded ({directoryProblem}); open a role list again to retry.
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-label="What to compare"
        data-js-only
        className="bg-bg-muted flex flex-wrap gap-0.5 self-start rounded-md p-0.5"
      >
        {COMPARE_VIEWS.map((view) => (
          <button
            key={view}
            type="button"
            role="radio"
            aria-checked={query.view === view}
            data-view={view}
            className={`rounded px-3 py-1 text-sm ${query.view === view ? "bg-bg font-medium shadow-sm" : "text-fg-muted"}`}
            onClick={edit && (() => edit({ view }))}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      {query.view === "runtime" ? (
        <div className="flex flex-wrap gap-4 text-sm">
          <PackSelect side="A" value={query.packA} onChange={edit && ((packA) => edit({ packA }))} />
          <PackSelect side="B" value={query.packB} onChange={edit && ((packB) => edit({ packB }))} />
          {labProblem ? <p className="text-warning">{labProblem}</p> : null}
        </div>
      ) : null}
      {/* Phones read the diff before the two messages; wide screens show the messages side by side above it. */}
      <section aria-label="Differences" className="flex min-w-0 flex-col gap-3 md:order-1">
        {loading ? (
          <p className="text-fg-muted text-sm" role="status">
            Loading the role bodies…
          </p>
        ) : (
          diffPanel
        )}
      </section>
      <div className="grid gap-4 md:grid-cols-2">
        {(["a", "b"] as const).map((key) => (
          <section key={key} aria-label={`System message ${key.toUpperCase()}`} className="min-w-0">
            <h2 className="mb-1 text-sm font-semibold">
              {key.toUpperCase()}: <span className="font-mono">{query[key].role}</span>
              {query[key].modes.length > 0 ? (
                <span className="text-fg-muted font-mono"> + {query[key].modes.join(", ")}</span>
              ) : null}
            </h2>
            {loading ? (
              <p className="text-fg-muted text-sm">Loading…</p>
            ) : (
              <pre data-testid={`system-message-${key}`} tabIndex={0} className={PRE}>
                {comparison[key].systemMessage}
              </pre>
            )}
          </section>
        ))}
      </div>
    </div>
  );
}

function PackSelect({
  side,
  value,
  onChange,
}: {
  readonly side: string;
  readonly value: PackChoice;
  readonly onChange: ((value: PackChoice) => void) | undefined;
}) {
  return (
    <label className="flex items-center gap-2">
      Pack for {side}
      <select
        className="border-border-strong bg-bg h-8 rounded-md border px-2"
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value === "lab" ? "lab" : "default"))}
      >
        <option value="default">default pack</option>
        <option value="lab">the pack lab&apos;s pack</option>
      </select>
    </label>
  );
}

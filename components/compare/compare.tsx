"use client";

import { useMemo } from "react";

import { roleBodies, useComposerData } from "@/components/composer/use-composer-data";
import { useDirectoryRolesLoad } from "@/components/composer/use-directory-roles-load";
import { useFetched } from "@/components/composer/use-fetched";
import { buildComparison } from "@/lib/compare-page/build-comparison";
import {
  COMPARE_VIEWS,
  type CompareQuery,
  type CompareView,
  type PackChoice,
} from "@/lib/compare-page/compare-query";
import type { ComposerIndex } from "@/lib/composer/composer-index";

import { CompositionEditor } from "./composition-editor";
import { DiffLines, SourceTable } from "./diff-view";
import { EmissionDiff } from "./emission-diff";
import { useCompareUrl } from "./use-compare-url";
import { useLabPack } from "./use-lab-pack";

const VIEW_LABELS: Record<CompareView, string> = {
  plain: "System message",
  runtime: "Runtime (with pack policy)",
  emissions: "Emission contracts",
};
const PRE =
  "border-border bg-bg-subtle max-h-[28rem] overflow-auto rounded-lg border p-3 font-mono text-[13px] leading-5 whitespace-pre-wrap";

/** /compare: two compositions side by side, the line diff with sources, and what each part costs. */
export function Compare() {
  const data = useComposerData();
  if (!data.ok)
    return (
      <p role="alert" className="text-danger">
        The catalog data could not be loaded: {data.message}
      </p>
    );
  return <CompareLoaded index={data.index} />;
}

function CompareLoaded({ index }: { readonly index: ComposerIndex }) {
  const known = useMemo(() => ({ roles: index.roles, modes: index.modes }), [index]);
  const [{ query, problems }, setQuery] = useCompareUrl(known);
  const wantsLab = query.view === "runtime" && (query.packA === "lab" || query.packB === "lab");
  // The directory roles join the role lists when the reader turns to one.
  const directory = useDirectoryRolesLoad(index);
  const lab = useLabPack(wantsLab);
  // Bodies are fetched per role; each side shows "loading" until its body arrives.
  const bodyA = useFetched(roleBodies, index.roleByName.has(query.a.role) ? query.a.role : null);
  const bodyB = useFetched(roleBodies, index.roleByName.has(query.b.role) ? query.b.role : null);
  const textA = bodyA.status === "ready" ? bodyA.value : undefined;
  const textB = bodyB.status === "ready" ? bodyB.value : undefined;
  const loading =
    (query.a.role !== "" && textA === undefined) || (query.b.role !== "" && textB === undefined);
  const comparison = useMemo(
    () =>
      buildComparison(index, query, lab.policies, (role) =>
        role === query.a.role ? textA : role === query.b.role ? textB : undefined,
      ),
    [index, query, lab.policies, textA, textB],
  );
  const edit = (change: Partial<CompareQuery>) => setQuery({ ...query, ...change });
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
      <div className="grid gap-3 md:grid-cols-[1fr_auto_1fr] md:items-start">
        <CompositionEditor
          side="A"
          spec={query.a}
          roles={index.roles}
          modes={index.modes}
          onChange={(a) => edit({ a })}
          onNeedRoles={directory.load}
        />
        <button
          type="button"
          data-testid="swap"
          className="border-border-strong hover:bg-bg-muted self-center rounded-md border px-3 py-1.5 text-sm"
          onClick={() => edit({ a: query.b, b: query.a, packA: query.packB, packB: query.packA })}
        >
          ⇄ Swap A and B
        </button>
        <CompositionEditor
          side="B"
          spec={query.b}
          roles={index.roles}
          modes={index.modes}
          onChange={(b) => edit({ b })}
          onNeedRoles={directory.load}
        />
      </div>
      {directory.problem !== null ? (
        <p role="alert" className="text-danger text-sm">
          The directory roles could not be loaded ({directory.problem}); open a role list again to retry.
        </p>
      ) : null}
      <div
        role="radiogroup"
        aria-label="What to compare"
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
            onClick={() => edit({ view })}
          >
            {VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      {query.view === "runtime" ? (
        <div className="flex flex-wrap gap-4 text-sm">
          <PackSelect side="A" value={query.packA} onChange={(packA) => edit({ packA })} />
          <PackSelect side="B" value={query.packB} onChange={(packB) => edit({ packB })} />
          {lab.problem ? <p className="text-warning">{lab.problem}</p> : null}
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
  readonly onChange: (value: PackChoice) => void;
}) {
  return (
    <label className="flex items-center gap-2">
      Pack for {side}
      <select
        className="border-border-strong bg-bg h-8 rounded-md border px-2"
        value={value}
        onChange={(event) => onChange(event.target.value === "lab" ? "lab" : "default")}
      >
        <option value="default">default pack</option>
        <option value="lab">the pack lab&apos;s pack</option>
      </select>
    </label>
  );
}

"use client";

import { memo, startTransition, Suspense, use, useCallback, useEffect, useMemo, useState } from "react";

import type { ComposerIndex } from "@/lib/composer/composer-index";
import type { ComposerAction, ComposerState } from "@/lib/composer/composer-state";
import type { ComposeQuery } from "@/lib/composer/compose-query";
import { readPlainComposeQuery } from "@/lib/composer/plain-query";

import { COMPOSER_GRID, FORM_COLUMN, OUTPUT_COLUMN } from "./composer-layout";
import { CompositionForm } from "./composition-form";
import { EmptyState } from "./empty-state";
import {
  ComposeErrors,
  composedSettled,
  ConflictAlert,
  EmissionsPanel,
  ExportPanel,
  loadComposed,
  loadedComposed,
  partsSettled,
  preloadPartsWhenIdle,
  retryComposed,
  RunPanel,
  YamlPanel,
} from "./load-panels";
import { useComposer } from "./use-composer";
import { loadDirectoryRoles, retryComposerData, roleBodies, useComposerData } from "./use-composer-data";
import { useExportTarget } from "./use-export-target";
import { useFetched } from "./use-fetched";
import { useUndoKeys } from "./use-undo-keys";

const preloadComposed = () => void loadComposed().catch(() => undefined);

// Until the panels' code arrives (it downloads with the page when the link opens a composition).
const PARTS_LOADING = <p className="text-fg-subtle text-xs">Loading emissions, profile YAML and export…</p>;

/** The profile composer island: state from the URL, everything else derived from the catalog's plain data. */
export function Composer() {
  const [attempt, setAttempt] = useState(0);
  const data = useComposerData();
  if (!data.ok) {
    return (
      <div
        role="alert"
        className="border-danger bg-danger-soft text-danger rounded-lg border px-4 py-3 text-sm"
        data-attempt={attempt}
      >
        <p>The composer could not load the catalog data: {data.message}.</p>
        <button
          type="button"
          onClick={() => {
            retryComposerData();
            setAttempt(attempt + 1);
          }}
          className="border-danger hover:bg-bg mt-2 rounded-md border px-2.5 py-1 text-xs font-medium"
        >
          Try again
        </button>
      </div>
    );
  }
  return <ComposerWithData index={data.index} />;
}

function ComposerWithData({ index }: { readonly index: ComposerIndex }) {
  // A link with problems to describe needs the full URL reader, which comes with the lazy parts
  // (app/compose/composer.react-island.tsx starts their download with the page): until it has arrived, the skeleton stays.
  const [needsReader] = useState(
    () => readPlainComposeQuery(new URLSearchParams(window.location.search), index) === null,
  );
  if (needsReader) use(partsSettled());
  const [state, edit] = useComposer(index);
  return <ComposerView index={index} state={state} edit={edit} />;
}

// Memoised: rewriting the URL re-renders the URL-reading parent, but an unchanged state renders nothing.
const ComposerView = memo(function ComposerView({
  index,
  state,
  edit: dispatch,
}: {
  readonly index: ComposerIndex;
  readonly state: ComposerState;
  readonly edit: (action: ComposerAction) => void;
}) {
  const known = state.query.role !== null && index.roleByName.has(state.query.role) ? state.query.role : null;
  const body = useFetched(roleBodies, known);
  const bodyText = body.status === "ready" ? body.value : undefined;
  // What a composition shows is code of its own (panels/composed/): a link that opens one fetches it with
  // the page (app/compose/composer.react-island.tsx); the empty composer, when idle or on first focus. Until it has
  // arrived a render with a role waits: the skeleton stays on a first render, the empty state after an
  // edit (made in a transition, below).
  const [retries, setRetries] = useState(0);
  const composed = known === null ? null : use(composedSettled());
  const composition = useMemo(
    () => composed?.composeProfile(index, state.query, bodyText) ?? null,
    [composed, index, state.query, bodyText],
  );
  // A link that opens a conflict shows its alert, above everything, at once: until the alert's code
  // has arrived, the skeleton stays. (The panels below the message may arrive after it.)
  const [conflictOnOpen] = useState(composition?.conflict != null);
  // The panels below the message join in a commit of their own, right after the first: on a link that
  // opens a composition, that first commit (which puts the composition in place of the skeleton) and
  // its layout were the page's longest tasks while it starts. Lighthouse, twelve interleaved runs each:
  // blocking time median 233 -> 149 ms. A composition picked later finds them mounted already.
  const [panelsJoined, joinPanels] = useState(false);
  useEffect(() => startTransition(() => joinPanels(true)), []);
  if (conflictOnOpen) use(partsSettled());
  const edit = useCallback(
    (action: ComposerAction) => {
      if (loadedComposed()) dispatch(action);
      else startTransition(() => dispatch(action));
    },
    [dispatch],
  );
  const [exportTarget, pickExportTarget] = useExportTarget();
  // An imported profile may name a directory role: they load (once) when a profile is imported.
  const extraRoles = useCallback(
    async () => (await loadDirectoryRoles()).data.roles.filter((role) => role.directory === true),
    [],
  );
  const open = useCallback(
    (query: ComposeQuery, status: string) => edit({ type: "open", query, status }),
    [edit],
  );
  // The empty state's example links open in place (a link the plain reader declines is followed).
  const openLink = useCallback(
    (search: string, label: string) => {
      const parsed = readPlainComposeQuery(new URLSearchParams(search), index);
      if (parsed) open(parsed.query, `Opened the example ${label}.`);
      return parsed !== null;
    },
    [index, open],
  );
  useUndoKeys(edit);
  useEffect(preloadPartsWhenIdle, []);
  const verdict = useMemo(
    () =>
      composed && composition
        ? composed.packVerdict({
            roleName: composition.role.name,
            packName: index.data.pack,
            config: composition.role.config,
            modes: state.query.modes,
            hasConflict: composition.conflict !== null,
          })
        : null,
    [composition, composed, index, state.query.modes],
  );
  // The tab title names the composition, so several open composers (and bookmarks) can be told apart.
  useEffect(() => {
    const modes = state.query.modes.length > 0 ? ` + ${state.query.modes.join(", ")}` : "";
    document.title = composition
      ? `${state.query.role}${modes} · Profile composer · Casts Catalog`
      : "Profile composer · Casts Catalog";
  }, [composition, state.query]);
  return (
    <div
      // On touch screens every control in the composer is at least 44 px tall.
      className={COMPOSER_GRID}
      data-testid="composer"
      // The first focus in an empty composer (the role picker, an example) starts the composed parts' download.
      onFocus={loadedComposed() ? undefined : preloadComposed}
    >
      <p className="sr-only" aria-live="polite" data-testid="composer-status">
        {state.status}
      </p>
      {state.problems.length > 0 ? (
        <Suspense fallback={null}>
          <ComposeErrors.Component
            problems={state.problems}
            recovered={state.query}
            onRecover={() => edit({ type: "recover" })}
            onReset={() => edit({ type: "reset" })}
          />
        </Suspense>
      ) : null}
      {/* Above both columns, so on a phone it is seen before the long form. */}
      {composition?.conflict ? (
        <Suspense fallback={null}>
          <ConflictAlert.Component
            conflict={composition.conflict}
            index={index}
            modes={state.query.modes}
            onFix={(modes, status) => edit({ type: "set-modes", modes, status })}
          />
        </Suspense>
      ) : null}
      <div className={FORM_COLUMN}>
        <CompositionForm index={index} state={state} edit={edit}>
          {composed && composition ? (
            <composed.RoleSection
              index={index}
              state={state}
              composition={composition}
              verdict={verdict}
              edit={edit}
            />
          ) : null}
        </CompositionForm>
      </div>
      <div className={OUTPUT_COLUMN}>
        {known !== null && composed === undefined ? (
          <div role="alert" className="text-danger text-sm" data-attempt={retries}>
            <p>The composer&apos;s code for {known} could not be loaded.</p>
            <button
              type="button"
              onClick={() =>
                startTransition(() => {
                  retryComposed();
                  setRetries(retries + 1);
                })
              }
              className="border-danger hover:bg-bg mt-2 rounded-md border px-2.5 py-1 text-xs font-medium"
            >
              Try again
            </button>
          </div>
        ) : !composed || composition === null ? (
          <EmptyState onOpen={open} onOpenLink={openLink} extraRoles={extraRoles} />
        ) : (
          <>
            {composition.message ? (
              <composed.MessagePanel
                composition={composition}
                message={composition.message}
                packName={index.data.pack}
                verdict={verdict}
              />
            ) : (
              <composed.MessageLoading
                role={composition.role.name}
                failure={body.status === "error" ? body.message : null}
              />
            )}
            {panelsJoined ? (
              <Suspense fallback={PARTS_LOADING}>
                <RunPanel.Component composition={composition} />
                <EmissionsPanel.Component
                  roleName={composition.role.name}
                  emissions={composition.emissions}
                  models={index.data.models}
                />
                <YamlPanel.Component composition={composition} onImport={open} extraRoles={extraRoles} />
                <ExportPanel.Component
                  data={index.data}
                  query={state.query}
                  target={exportTarget.target}
                  problem={exportTarget.problem}
                  onTargetChange={pickExportTarget}
                  directoryBody={
                    index.roleByName.get(state.query.role ?? "")?.directory ? bodyText : undefined
                  }
                />
              </Suspense>
            ) : (
              PARTS_LOADING
            )}
          </>
        )}
      </div>
    </div>
  );
});

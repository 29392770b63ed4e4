"use client";

// The composer's code that an empty composer does not need, in two modules loaded with import()
// (ESLint keeps static imports out), so /compose's first load stays small:
// - panels/composed/: what a composition shows first, the picked role's form section and the system
//   message (small, so a link's first render waits for little);
// - panels/parts.ts: the panels below the message, the alerts, undo and redo, the importer, the other
//   message views.
// Both are fetched on first use, when the page is idle, or at once when the link opens a
// composition (app/compose/composer.react-island.tsx).
import { createElement, use, type ComponentType } from "react";

type Parts = typeof import("./panels/parts");
type Composed = typeof import("./panels/composed");

/** A promise as React's `use()` reads it: once `status` is "fulfilled", `use()` returns `value` without suspending. */
type Tracked<T> = Promise<T> & { status?: "fulfilled"; value?: T };

/** Marks `promise` fulfilled (with its value) as it resolves, so a render after that does not suspend on it. */
function tracked<T>(promise: Promise<T>): Tracked<T> {
  const result: Tracked<T> = promise;
  promise.then(
    (value) => Object.assign(result, { status: "fulfilled", value }),
    () => undefined,
  );
  return result;
}

/** A promise `use()` reads at once: already fulfilled with `value`. */
function fulfilled<T>(value: T): Tracked<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled" as const, value });
}

/**
 * A module fetched with import() on first use: the same promise every call, tried again after a failure.
 * A render calls `use()` on its promises every time, never only while the module is missing: a
 * component that suspended on its first render and found the module loaded when React replayed it
 * skipped `use()`, and React then ran its other hooks as updates of hooks never mounted ("Update hook
 * called on initial render", React error 467, seen when a composer link opened under load). The
 * promises are marked fulfilled, so once the module is here `use()` returns it without suspending.
 */
function lazyModule<T>(load: () => Promise<T>) {
  let value: T | undefined;
  let loading: Tracked<T> | undefined;
  let settled: Tracked<T | undefined> | undefined;
  const start = (): Tracked<T> =>
    (loading ??= tracked(
      load().then(
        (module) => (value = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      ),
    ));
  return {
    load: start,
    /** The module once it has arrived, else undefined. */
    loaded: () => value,
    /**
     * Settles with the module, or with undefined once the download has failed (never rejects): what a
     * render waits for. The same promise every call until `retry`.
     */
    settled: () =>
      (settled ??=
        value !== undefined
          ? fulfilled<T | undefined>(value)
          : tracked(
              start().then(
                (module) => module,
                () => undefined,
              ),
            )),
    retry: () => {
      if (value === undefined) settled = undefined;
    },
  };
}

const partsModule = lazyModule(() => import("./panels/parts"));
const composedModule = lazyModule(() => import("./panels/composed"));

/** Starts the download; the same promise every call. A failed download is tried again on the next call. */
export const loadParts: () => Promise<Parts> = partsModule.load;
/** The parts' module once it has arrived, else undefined. */
export const loadedParts: () => Parts | undefined = partsModule.loaded;
/** Settles once the first download has succeeded or failed (never rejects): what a first render waits for. */
export const partsSettled: () => Promise<Parts | undefined> = partsModule.settled;

/** What a composition shows (panels/composed/): needed as soon as a role is picked. */
export const loadComposed: () => Promise<Composed> = composedModule.load;
/** The composed parts' module once it has arrived, else undefined. */
export const loadedComposed: () => Composed | undefined = composedModule.loaded;
/** The composed parts, or undefined when their download failed. */
export const composedSettled: () => Promise<Composed | undefined> = composedModule.settled;
/** After a failed download: the next `composedSettled` downloads again. */
export const retryComposed: () => void = composedModule.retry;

interface LazyPart<P> {
  /** Renders the part; suspends until its code has arrived (at once after that). */
  readonly Component: ComponentType<P>;
  /** Starts the download; the same promise every call. */
  readonly preload: () => Promise<unknown>;
}

function lazyPart<P extends object>(pick: (loaded: Parts) => ComponentType<P>): LazyPart<P> {
  function Part(props: P) {
    return createElement(pick(use(loadParts())), props);
  }
  return { Component: Part, preload: loadParts };
}

export const ComposeErrors = lazyPart((loaded) => loaded.ComposeErrors);
export const ConflictAlert = lazyPart((loaded) => loaded.ConflictAlert);
export const EmissionsPanel = lazyPart((loaded) => loaded.EmissionsPanel);
export const ExportPanel = lazyPart((loaded) => loaded.ExportPanel);
export const ExportWorkbench = lazyPart((loaded) => loaded.ExportWorkbench);
export const HistoryBar = lazyPart((loaded) => loaded.HistoryBar);
export const PackRuleList = lazyPart((loaded) => loaded.PackRuleList);
export const RunPanel = lazyPart((loaded) => loaded.RunPanel);
export const RuntimeView = lazyPart((loaded) => loaded.RuntimeView);
export const SourcesView = lazyPart((loaded) => loaded.SourcesView);
export const YamlImportForm = lazyPart((loaded) => loaded.YamlImportForm);
export const YamlPanel = lazyPart((loaded) => loaded.YamlPanel);

/** Fetches the composed parts, then the others, once the page is idle, so a first pick or click rarely waits. */
export function preloadPartsWhenIdle(): () => void {
  const run = () => {
    void loadComposed().catch(() => undefined);
    void loadParts().catch(() => undefined);
  };
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

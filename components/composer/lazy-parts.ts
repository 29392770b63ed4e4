"use client";

// The composer's parts that are not needed to show an empty composer or a composed system message:
// the panels below the message, the alerts, undo and redo, the importer, the other message views.
// They are one module (components/composer/lazy/parts.ts, loaded with import(); ESLint keeps static
// imports out), fetched on first use, when the page is idle, or at once when the link opens a
// composition (islands/composer.tsx), so /compose's first load stays small.
import { createElement, use, type ComponentType } from "react";

type Parts = typeof import("./lazy/parts");

let parts: Parts | undefined;
let loading: Promise<Parts> | undefined;

/** Starts the download; the same promise every call. A failed download is tried again on the next call. */
export function loadParts(): Promise<Parts> {
  return (loading ??= import("./lazy/parts").then(
    (module) => (parts = module),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
}

/** The parts' module once it has arrived, else undefined. */
export function loadedParts(): Parts | undefined {
  return parts;
}

let settled: Promise<void> | undefined;
/** Settles once the first download has succeeded or failed (never rejects): what a first render waits for. */
export function partsSettled(): Promise<void> {
  return (settled ??= loadParts().then(
    () => undefined,
    () => undefined,
  ));
}

interface LazyPart<P> {
  /** Renders the part; suspends until its code has arrived (at once after that). */
  readonly Component: ComponentType<P>;
  /** Starts the download; the same promise every call. */
  readonly preload: () => Promise<unknown>;
}

function lazyPart<P extends object>(pick: (loaded: Parts) => ComponentType<P>): LazyPart<P> {
  function Part(props: P) {
    return createElement(pick(parts ?? use(loadParts())), props);
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

/** Fetches the parts once the page is idle, so a first click rarely waits. */
export function preloadPartsWhenIdle(): () => void {
  const run = () => void loadParts().catch(() => undefined);
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

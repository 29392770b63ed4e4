"use client";

// The composer's parts that are not needed to show the first composition. Each loads with import()
// on first use, or earlier once the browser is idle, so /compose's first load stays small; their
// modules live in components/composer/lazy/ (ESLint keeps static imports out).
import { lazy, type ComponentType } from "react";

interface LazyPart<P> {
  readonly Component: ComponentType<P>;
  /** Starts the download; the same promise every call. */
  readonly preload: () => Promise<unknown>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- React.lazy's own constraint
function lazyPart<P extends Record<string, any>>(load: () => Promise<ComponentType<P>>): LazyPart<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  // A failed download is tried again on the next use.
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  return { Component: lazy(() => preload().then((component) => ({ default: component }))), preload };
}

export const ExportWorkbench = lazyPart(() =>
  import("./lazy/export-workbench").then((module) => module.ExportWorkbench),
);
export const HistoryBar = lazyPart(() => import("./lazy/history-bar").then((module) => module.HistoryBar));
export const PackRuleList = lazyPart(() =>
  import("./lazy/pack-rule-list").then((module) => module.PackRuleList),
);
export const SourcesView = lazyPart(() =>
  import("./lazy/message-views").then((module) => module.SourcesView),
);
export const RuntimeView = lazyPart(() =>
  import("./lazy/message-views").then((module) => module.RuntimeView),
);
export const YamlImportForm = lazyPart(() =>
  import("./lazy/yaml-import-form").then((module) => module.YamlImportForm),
);
export const ValidationResult = lazyPart(() =>
  import("./lazy/validation-result").then((module) => module.ValidationResult),
);
export const EmissionFields = lazyPart(() =>
  import("./lazy/emission-fields").then((module) => module.EmissionFields),
);

const PARTS = [
  HistoryBar,
  PackRuleList,
  SourcesView,
  RuntimeView,
  YamlImportForm,
  ValidationResult,
  EmissionFields,
  ExportWorkbench,
];

/** Fetches every part once the page is idle, so a first click rarely waits (the parts are small). */
export function preloadPartsWhenIdle(): () => void {
  const run = () => {
    for (const part of PARTS) void part.preload().catch(() => undefined);
  };
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(run, { timeout: 3000 });
    return () => cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 1000);
  return () => clearTimeout(timer);
}

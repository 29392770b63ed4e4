"use client";

import { Suspense, use, useState } from "react";

import type { Composition } from "@/lib/composer/composition";

import { Panel } from "../panel";

type Workbench = typeof import("./run/run-workbench");
let workbench: Promise<Workbench | Error> | undefined;
// The panel's controls and results are a chunk of their own, fetched when the panel first shows:
// the other panels do not wait for them, and the composer's first load does not carry them.
const loadWorkbench = () =>
  (workbench ??= import("./run/run-workbench").catch((error: unknown) =>
    error instanceof Error ? error : new Error(String(error)),
  ));

/** `critic + adversarial, evidential`: how runs name their composition. */
export function compositionLabel(composition: Composition): string {
  const modes = composition.modes.map((note) => note.mode.name);
  return modes.length === 0 ? composition.role.name : `${composition.role.name} + ${modes.join(", ")}`;
}

function Loaded({ composition }: { readonly composition: Composition }) {
  const [, retry] = useState(0);
  const loaded = use(loadWorkbench());
  if (loaded instanceof Error) {
    return (
      <div role="alert" className="bg-danger-soft text-danger rounded-md px-3 py-2 text-sm">
        <p>The Run panel could not load: {loaded.message}</p>
        <button
          type="button"
          className="border-danger mt-2 rounded-md border px-2.5 py-1 text-xs font-medium"
          onClick={() => {
            workbench = undefined;
            retry((count) => count + 1);
          }}
        >
          Try again
        </button>
      </div>
    );
  }
  const { RunWorkbench } = loaded;
  return (
    <RunWorkbench
      target={{
        label: compositionLabel(composition),
        role: {
          name: composition.role.name,
          emits: composition.emissions.map((spec) => spec.model),
          directory: composition.role.directory === true,
        },
        instructions: composition.message?.runtimeMessage ?? null,
      }}
    />
  );
}

/** Run the composition against a model: the reply streams in and is checked key by key (contract §11). */
export function RunPanel({ composition }: { readonly composition: Composition }) {
  return (
    <Panel id="run-heading" title="Run" testId="run-panel">
      <Suspense fallback={<p className="text-fg-muted text-sm">Loading the Run panel…</p>}>
        <Loaded composition={composition} />
      </Suspense>
    </Panel>
  );
}

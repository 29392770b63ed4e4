"use client";

import type { Composition } from "@/lib/composer/composition";

import { Panel } from "../panel";
import { RunWorkbench } from "./run/run-workbench";

/** `critic + adversarial, evidential`: how runs name their composition. */
export function compositionLabel(composition: Composition): string {
  const modes = composition.modes.map((note) => note.mode.name);
  return modes.length === 0 ? composition.role.name : `${composition.role.name} + ${modes.join(", ")}`;
}

/**
 * Run the composition against a model: the reply streams in and is checked key by key (contract §11).
 * Its code is part of the composer's lazy parts (one chunk with the panels below the message, so the
 * first load does not split into more files); the run engine itself arrives on the first Run.
 */
export function RunPanel({ composition }: { readonly composition: Composition }) {
  return (
    <Panel id="run-heading" title="Run" testId="run-panel" focusable>
      <RunWorkbench
        target={{
          label: compositionLabel(composition),
          role: {
            name: composition.role.name,
            emits: composition.emissions.map((spec) => spec.model),
            directory: composition.role.directory === true,
          },
          instructions: composition.message?.runtimeMessage ?? null,
          conflict: composition.conflict && {
            later: composition.conflict.later,
            earlier: composition.conflict.earlier,
          },
        }}
      />
    </Panel>
  );
}

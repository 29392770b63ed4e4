"use client";

import { memo, useMemo } from "react";

import { CopyButton } from "@/components/code/copy-button";
import { operableJsonSchema, schemaFields } from "@/lib/composer/operable-schema";
import type { ComposerEmission, ComposerEmissionModel } from "@/lib/composer/types";

import { Badge } from "./badge";
import { OutputValidator } from "./output-validator";
import { Panel } from "./panel";

interface EmissionsPanelProps {
  readonly roleName: string;
  readonly emissions: readonly ComposerEmission[];
  readonly models: Readonly<Record<string, ComposerEmissionModel>>;
}

/** The role's emission operable: keys, models, fields, its JSON Schema and a validator for model output. */
export const EmissionsPanel = memo(function EmissionsPanel({
  roleName,
  emissions,
  models,
}: EmissionsPanelProps) {
  const schemaText = useMemo(
    () => JSON.stringify(operableJsonSchema(roleName, emissions, models), null, 2),
    [roleName, emissions, models],
  );
  if (emissions.length === 0) {
    return (
      <Panel id="emissions-heading" title="Emissions">
        <p className="text-fg-muted text-sm">
          {roleName} declares no emissions: its output is plain text, with no typed fields to validate.
        </p>
      </Panel>
    );
  }
  return (
    <Panel
      id="emissions-heading"
      title="Emissions"
      actions={
        <CopyButton text={schemaText} label="JSON Schema of the operable" idleText="Copy JSON Schema" />
      }
    >
      <p className="text-fg-muted text-sm">
        Besides its answer, {roleName} may return one object with any of these keys, each holding one instance
        of its model. Modes never change this contract.
      </p>
      <ul className="divide-border border-border mt-3 divide-y rounded-md border">
        {emissions.map(({ key, model }) => {
          const info = models[model];
          const fields = info ? schemaFields(info.schema) : [];
          const optional = fields.filter((field) => !field.required).length;
          return (
            <li key={key} className="px-3 py-2.5">
              <p className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
                <code data-testid="emission-key" className="font-mono text-sm font-semibold">
                  {key}
                </code>
                <span className="text-fg-muted font-mono text-xs">{model}</span>
                {info ? <Badge tone="neutral">{info.category}</Badge> : null}
              </p>
              {info ? <p className="text-fg-muted mt-1 text-xs">{info.summary}</p> : null}
              <details className="group mt-1.5 text-xs">
                <summary className="text-fg-muted hover:text-fg cursor-pointer">
                  Fields: {fields.length - optional} required, {optional} optional
                </summary>
                <dl className="mt-2 space-y-1.5">
                  {fields.map((field) => (
                    <div key={field.name} className={field.required ? "" : "text-fg-muted"}>
                      <dt className="flex flex-wrap items-baseline gap-x-2">
                        <span className="text-fg font-mono font-medium">{field.name}</span>
                        <span className="font-mono">{field.type}</span>
                        {field.required ? (
                          <Badge tone="accent">required</Badge>
                        ) : (
                          <Badge tone="neutral">optional</Badge>
                        )}
                      </dt>
                      {field.description ? <dd>{field.description}</dd> : null}
                    </div>
                  ))}
                </dl>
              </details>
            </li>
          );
        })}
      </ul>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium">Operable JSON Schema (draft 2020-12)</summary>
        <pre
          tabIndex={0}
          aria-label="Operable JSON Schema"
          data-testid="operable-schema"
          className="bg-bg-subtle mt-2 max-h-96 overflow-auto rounded-md px-3 py-2.5 font-mono text-xs leading-relaxed"
        >
          {schemaText}
        </pre>
      </details>
      <OutputValidator roleName={roleName} />
    </Panel>
  );
});

"use client";

import { memo, useMemo } from "react";

import { CopyButton } from "@/components/code/copy-button";
import type { EmissionKey } from "@/lib/casts/core";
import { withBasePath } from "@/lib/base-path";
import { createFetchCache, type FetchCache } from "@/lib/composer/fetch-cache";
import { roleSchemaUrl, type IndexModel } from "@/lib/composer/payload";

import { Badge } from "../badge";
import { EmissionFields } from "./emission-fields";
import { OutputValidator } from "./output-validator";
import { Panel } from "../panel";
import { useFetched } from "../use-fetched";

// The schema files come from this site's own build; one that is not a JSON object shows as a load error.
const readSchema = (json: unknown) => {
  if (json === null || typeof json !== "object" || Array.isArray(json))
    throw new Error("the schema file is not a JSON object");
  return json as Readonly<Record<string, unknown>>;
};
/** Each role's operable JSON Schema, fetched when its emissions are shown. */
const roleSchemas: FetchCache<Readonly<Record<string, unknown>>> = createFetchCache(
  (name) => withBasePath(roleSchemaUrl(name)),
  readSchema,
);

interface EmissionsPanelProps {
  readonly roleName: string;
  readonly emissions: readonly EmissionKey[];
  readonly models: Readonly<Record<string, IndexModel>>;
}

/** The role's emission operable: keys, models, fields, its JSON Schema and a validator for model output. */
export const EmissionsPanel = memo(function EmissionsPanel({
  roleName,
  emissions,
  models,
}: EmissionsPanelProps) {
  const fetched = useFetched(roleSchemas, emissions.length > 0 ? roleName : null);
  const schema = fetched.status === "ready" ? fetched.value : null;
  const schemaText = useMemo(() => (schema ? JSON.stringify(schema, null, 2) : ""), [schema]);
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
        schema ? (
          <CopyButton text={schemaText} label="JSON Schema of the operable" idleText="Copy JSON Schema" />
        ) : null
      }
    >
      <p className="text-fg-muted text-sm">
        Besides its answer, {roleName} may return one object with any of these keys, each holding one instance
        of its model. Modes never change this contract.
      </p>
      <ul className="divide-border border-border mt-3 divide-y rounded-md border">
        {emissions.map(({ key, model }) => {
          const info = models[model];
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
              {schema ? (
                // Arrives with the schema (fetched), so it never moves what is already shown.
                <EmissionFields schema={schema} propertyKey={key} />
              ) : null}
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
          {schema ? schemaText : fetched.status === "error" ? `Not loaded: ${fetched.message}` : "Loading…"}
        </pre>
      </details>
      <OutputValidator roleName={roleName} />
    </Panel>
  );
});

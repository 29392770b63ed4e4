"use client";

import { isJsonObject } from "@/lib/site/json";
import { describeSchemaFields, type FieldRow } from "@/lib/site/schema-fields";

import { Badge } from "../badge";

const NO_FIELDS: readonly FieldRow[] = [];

/** A key's fields from the operable schema, required ones first (declaration order otherwise). */
function fieldsOf(schema: Readonly<Record<string, unknown>> | null, key: string): readonly FieldRow[] {
  const properties = schema?.["properties"];
  const property = isJsonObject(properties) ? properties[key] : undefined;
  if (!isJsonObject(property)) return NO_FIELDS;
  const fields = describeSchemaFields(property);
  return [...fields.filter((field) => field.required), ...fields.filter((field) => !field.required)];
}

/** One emission key's fields, from the operable's JSON Schema: required ones first. */
export function EmissionFields({
  schema,
  propertyKey,
}: {
  readonly schema: Readonly<Record<string, unknown>>;
  readonly propertyKey: string;
}) {
  const fields = fieldsOf(schema, propertyKey);
  const optional = fields.filter((field) => !field.required).length;
  return (
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
  );
}

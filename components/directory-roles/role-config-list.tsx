import type { DirectoryRoleConfig } from "@/lib/casts/directory-roles";
import type { EffectiveField } from "@/lib/casts/directory-roles/value-sources";

import { describeConfig, type ConfigFieldView } from "@/lib/site/config-fields";

function FieldValues({ field }: { field: ConfigFieldView }) {
  if (field.values.length === 0) return <span className="text-fg-muted">{field.empty}</span>;
  if (!field.code) return <span>{field.values.join(", ")}</span>;
  return (
    <span className="flex flex-wrap gap-1.5">
      {field.values.map((value) => (
        <code key={value} className="bg-bg-muted rounded px-1.5 py-0.5 font-mono text-[13px] break-all">
          {value}
        </code>
      ))}
    </span>
  );
}

/** Where a value came from, and what it replaced. */
export function SourceNote({ field }: { field: EffectiveField | undefined }) {
  if (!field) return null;
  return (
    <p className="text-fg-subtle mt-1 text-xs" data-value-source={field.source}>
      from <span className="font-mono">{field.source === "default" ? "the default" : field.source}</span>
      {field.overrode ? <>, overriding {field.overrode}</> : null}
    </p>
  );
}

/**
 * Every config.json setting of a directory role, with what it does, whether it is the default and,
 * given the effective fields, where each value came from.
 */
export function RoleConfigList({
  config,
  sources = [],
}: {
  config: DirectoryRoleConfig;
  sources?: readonly EffectiveField[];
}) {
  const byKey = new Map(sources.map((field) => [field.key, field]));
  return (
    <dl className="divide-border border-border divide-y rounded-lg border">
      {describeConfig(config).map((field) => (
        <div key={field.key} className="grid gap-1.5 px-4 py-3 sm:grid-cols-[16rem_1fr] sm:gap-4">
          <dt className="flex flex-wrap items-center gap-2 self-start">
            <code className="font-mono text-[13px] font-medium">{field.key}</code>
            {field.isDefault ? (
              <span className="border-border text-fg-subtle rounded-full border px-2 text-xs">default</span>
            ) : null}
          </dt>
          <dd className="min-w-0">
            <FieldValues field={field} />
            <p className="text-fg-muted mt-1 text-sm">{field.help}</p>
            <SourceNote field={byKey.get(field.key)} />
          </dd>
        </div>
      ))}
    </dl>
  );
}

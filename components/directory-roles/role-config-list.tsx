import type { DirectoryRoleConfig } from "@/lib/casts/directory-roles";

import { describeConfig, type ConfigFieldView } from "@/lib/site/config-fields";
import { plural } from "@/lib/site/plural";

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

/** Every config.json setting of a directory role, with what it does and whether it is the default. */
export function RoleConfigList({ config }: { config: DirectoryRoleConfig }) {
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
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The settings that differ most between roles, for the index: model, tools, policy, limits. */
export function RoleConfigSummary({ config }: { config: DirectoryRoleConfig }) {
  const byKey = new Map(describeConfig(config).map((field) => [field.key, field]));
  const rows: [string, ConfigFieldView | string][] = [
    ["Model", byKey.get("model") ?? ""],
    ["Tools", byKey.get("required_tools") ?? ""],
    ["Auto-approved", byKey.get("auto_approve_tools") ?? ""],
    ["Tool filter", byKey.get("tool_filter") ?? ""],
    ["Policy", config.behavior_policy],
    ["Environment", config.execution_environment],
    [
      "Limits",
      `${plural(config.max_output_turns, "turn")} × ${plural(config.max_output_attempts, "attempt")}, ${plural(config.max_truncation_retries, "truncation retry", "truncation retries")}`,
    ],
  ];
  return (
    <dl className="grid grid-cols-[6.5rem_1fr] gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-6">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-fg-muted font-medium">{label}</dt>
          <dd className="min-w-0">{typeof value === "string" ? value : <FieldValues field={value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { CatalogRole } from "../lib/casts";
import type { DirectoryRole } from "../lib/casts/directory-roles";

/** `label  value` rows with the labels padded to one width. */
export function table(rows: readonly (readonly [string, string])[], indent = "  "): string {
  const width = Math.max(0, ...rows.map(([label]) => label.length));
  return rows.map(([label, value]) => `${indent}${label.padEnd(width)}  ${value}`.trimEnd()).join("\n");
}

function listOrNone(values: readonly string[]): string {
  return values.length > 0 ? values.join(", ") : "(none)";
}

function bullets(title: string, items: readonly string[]): string {
  return items.length > 0 ? `\n${title}:\n${items.map((item) => `  - ${item}`).join("\n")}` : "";
}

/** The pack entry of a role, as shown by `casts show`; `pack` names the pack where it has no entry. */
export function packConfigText(config: CatalogRole["config"], pack = "the default pack"): string {
  if (config === null) return `  (no entry in ${pack})`;
  const rows = table([
    ["active", config.active ? "yes" : "no"],
    ["model", config.model ?? "(not set)"],
    ["effort", config.effort ?? "(not set)"],
    ["default modes", listOrNone(config.default_modes)],
    ["allowed modes", config.modes_allow.length > 0 ? config.modes_allow.join(", ") : "(any)"],
  ]);
  const policy = [
    bullets("  authority", config.authority),
    bullets("  boundaries", config.boundaries),
    bullets("  escalations", config.escalations),
  ].join("");
  return rows + policy.replaceAll("\n  - ", "\n    - ");
}

/** A directory role's config.json settings, one field a line with the file's key names. */
export function directoryConfigText(role: DirectoryRole): string {
  const { config } = role;
  return table([
    ["model", config.model],
    ["required_tools", listOrNone(config.required_tools)],
    ["execution_environment", config.execution_environment],
    ["auto_approve_tools", listOrNone(config.auto_approve_tools)],
    [
      "tool_filter",
      config.tool_filter.length > 0 ? config.tool_filter.join(", ") : "(none: every tool is visible)",
    ],
    ["behavior_policy", config.behavior_policy],
    ["max_truncation_retries", String(config.max_truncation_retries)],
    ["max_output_turns", String(config.max_output_turns)],
    ["max_output_attempts", String(config.max_output_attempts)],
  ]);
}

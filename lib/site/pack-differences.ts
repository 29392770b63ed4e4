// What a role's pack config changes from the defaults (active, the runtime's model and effort, no
// modes on, any mode allowed): the pack page leads with these, since most roles change nothing.
import type { RoleConfig } from "@/lib/casts";

export type ConfigDifference =
  | { readonly field: "active" }
  | { readonly field: "model" | "effort"; readonly value: string }
  | { readonly field: "defaultModes" | "modesAllow"; readonly modes: readonly string[] };

/** The settings of `config` that are not the defaults, in the table's column order. */
export function configDifferences(config: RoleConfig): ConfigDifference[] {
  const differences: ConfigDifference[] = [];
  if (!config.active) differences.push({ field: "active" });
  if (config.model !== null) differences.push({ field: "model", value: config.model });
  if (config.effort !== null) differences.push({ field: "effort", value: config.effort });
  if (config.defaultModes.length > 0) differences.push({ field: "defaultModes", modes: config.defaultModes });
  if (config.modesAllow.length > 0) differences.push({ field: "modesAllow", modes: config.modesAllow });
  return differences;
}

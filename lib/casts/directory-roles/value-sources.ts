import { DIRECTORY_ROLE_CONFIG_DEFAULTS, type DirectoryRoleConfig } from "./config";
import type { DirectoryRole } from "./directory-role";
import type { RoleDirectorySource } from "./parse-directory";
import { parseStrictJson } from "../strict-json";
import { decodeUtf8 } from "./utf8";

/** Where one effective value of a directory role came from. */
export type EffectiveSource = "description.md" | "system_prompt.md" | "config.json" | "default";

export interface EffectiveField {
  readonly key: "description" | "system_prompt" | keyof DirectoryRoleConfig;
  /** The value the role runs with (texts as written; null: no system prompt). */
  readonly value: unknown;
  readonly source: EffectiveSource;
  /** True when the value equals the format's default (set explicitly or not). */
  readonly isDefault: boolean;
  /** What this value replaced, e.g. `config.json "description"` when description.md wins. */
  readonly overrode: string | null;
}

function configKeys(source: RoleDirectorySource): Set<string> {
  const file = source.files["config.json"];
  if (file?.kind !== "bytes") return new Set();
  const text = decodeUtf8(file.bytes);
  if (!text.ok) return new Set();
  const json = parseStrictJson(text.text);
  if (!json.ok || json.value === null || typeof json.value !== "object" || Array.isArray(json.value))
    return new Set();
  return new Set(Object.keys(json.value));
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The role's effective configuration, field by field: the value, its source (a markdown file,
 * config.json or the format's default) and what it overrode. Uses the same files the parser read.
 */
export function effectiveConfig(source: RoleDirectorySource, role: DirectoryRole): EffectiveField[] {
  const keys = configKeys(source);
  const text = (
    key: "description" | "system_prompt",
    file: "description.md" | "system_prompt.md",
    value: string | null,
  ): EffectiveField => {
    const fromMarkdown = source.files[file] !== undefined;
    return {
      key,
      value,
      source: fromMarkdown ? file : keys.has(key) ? "config.json" : "default",
      isDefault: value === null,
      overrode: fromMarkdown && keys.has(key) ? `config.json "${key}"` : null,
    };
  };
  const settings = (Object.keys(DIRECTORY_ROLE_CONFIG_DEFAULTS) as (keyof DirectoryRoleConfig)[]).map(
    (key): EffectiveField => ({
      key,
      value: role.config[key],
      source: keys.has(key) ? "config.json" : "default",
      isDefault: sameValue(role.config[key], DIRECTORY_ROLE_CONFIG_DEFAULTS[key]),
      overrode:
        keys.has(key) && !sameValue(role.config[key], DIRECTORY_ROLE_CONFIG_DEFAULTS[key])
          ? `the default ${JSON.stringify(DIRECTORY_ROLE_CONFIG_DEFAULTS[key])}`
          : null,
    }),
  );
  return [
    text("description", "description.md", role.description),
    text("system_prompt", "system_prompt.md", role.systemPrompt),
    ...settings,
  ];
}

import { describeType } from "./describe-type";
import { CastsError } from "./errors";
import { parseSafeYaml, yamlToData } from "./safe-yaml";

export interface RolePolicyInit {
  readonly authority?: readonly string[] | undefined;
  readonly boundaries?: readonly string[] | undefined;
  readonly escalations?: readonly string[] | undefined;
}

/** Prompt-level policy lines a pack attaches to a role. */
export class RolePolicy {
  readonly authority: readonly string[];
  readonly boundaries: readonly string[];
  readonly escalations: readonly string[];

  constructor(init: RolePolicyInit = {}) {
    this.authority = Object.freeze([...(init.authority ?? [])]);
    this.boundaries = Object.freeze([...(init.boundaries ?? [])]);
    this.escalations = Object.freeze([...(init.escalations ?? [])]);
    Object.freeze(this);
  }
}

export interface RoleConfigInit {
  readonly model?: string | null | undefined;
  readonly effort?: string | null | undefined;
  readonly defaultModes?: readonly string[] | undefined;
  readonly modesAllow?: readonly string[] | undefined;
  readonly active?: boolean | undefined;
}

/** How a deployment runs a role: model, effort, default and allowed modes, roster membership. */
export class RoleConfig {
  readonly model: string | null;
  readonly effort: string | null;
  readonly defaultModes: readonly string[];
  readonly modesAllow: readonly string[];
  readonly active: boolean;

  constructor(init: RoleConfigInit = {}) {
    this.model = init.model ?? null;
    this.effort = init.effort ?? null;
    this.defaultModes = Object.freeze([...(init.defaultModes ?? [])]);
    this.modesAllow = Object.freeze([...(init.modesAllow ?? [])]);
    this.active = init.active ?? true;
    Object.freeze(this);
  }
}

export interface PackInit {
  readonly name: string;
  readonly policies?: Readonly<Record<string, RolePolicy>> | undefined;
  readonly configs?: Readonly<Record<string, RoleConfig>> | undefined;
}

/** A deployment overlay: per-role config and policy, keyed by role name, in file order. */
export class Pack {
  readonly name: string;
  readonly policies: Readonly<Record<string, RolePolicy>>;
  readonly configs: Readonly<Record<string, RoleConfig>>;

  constructor(init: PackInit) {
    this.name = init.name;
    this.policies = Object.freeze({ ...init.policies });
    this.configs = Object.freeze({ ...init.configs });
    Object.freeze(this);
  }

  /** Role names with an entry, in file order. */
  roles(): string[] {
    return [...new Set([...Object.keys(this.configs), ...Object.keys(this.policies)])];
  }

  policy(role: string): RolePolicy | null {
    return Object.hasOwn(this.policies, role) ? (this.policies[role] ?? null) : null;
  }

  config(role: string): RoleConfig | null {
    return Object.hasOwn(this.configs, role) ? (this.configs[role] ?? null) : null;
  }

  /** Parses pack YAML (ADR D4 shape) strictly; `name` is used when the file has none. */
  static fromYaml(text: string, options: { readonly name?: string; readonly label?: string } = {}): Pack {
    const label = options.label ?? "pack";
    const data = yamlToData(parseSafeYaml(text, label), label);
    return packFromData(data, options.name ?? "pack", label);
  }
}

const LIST_KEYS = ["authority", "boundaries", "escalations", "default_modes", "modes_allow"] as const;
const ENTRY_KEYS = [...LIST_KEYS, "model", "effort", "active"] as const;

function invalid(label: string, path: string, message: string): CastsError {
  return new CastsError("PACK_INVALID", `${path}: ${message}${label === "pack" ? "" : ` (in ${label})`}`);
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}

function unknownKeys(data: Record<string, unknown>, allowed: readonly string[], label: string, path: string): void {
  for (const key of Object.keys(data)) {
    if (!allowed.includes(key)) {
      const at = path === "" ? key : `${path}.${key}`;
      throw invalid(label, at, `unknown key (allowed: ${allowed.join(", ")})`);
    }
  }
}

function readList(value: unknown, label: string, path: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw invalid(label, path, `expected a list of strings, got ${describeType(value)}`);
  return value.map((item, index) => {
    if (typeof item !== "string") throw invalid(label, `${path}[${index}]`, `expected a string, got ${describeType(item)}`);
    return item;
  });
}

function readOptionalText(value: unknown, label: string, path: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw invalid(label, path, `expected a string or null, got ${describeType(value)}`);
  return value;
}

function packFromData(data: unknown, fallbackName: string, label: string): Pack {
  if (data === null || data === undefined) return new Pack({ name: fallbackName });
  if (!isMapping(data)) throw invalid(label, "(top level)", `expected a mapping with name and roles, got ${describeType(data)}`);
  unknownKeys(data, ["name", "roles"], label, "");
  const name = data["name"] ?? fallbackName;
  if (typeof name !== "string") throw invalid(label, "name", `expected a string, got ${describeType(name)}`);
  const roles = data["roles"] ?? {};
  if (!isMapping(roles)) throw invalid(label, "roles", `expected a mapping of role names to entries, got ${describeType(roles)}`);
  const policies: Record<string, RolePolicy> = {};
  const configs: Record<string, RoleConfig> = {};
  for (const [role, rawEntry] of Object.entries(roles)) {
    const path = `roles.${role}`;
    const entry = rawEntry ?? {};
    if (!isMapping(entry)) throw invalid(label, path, `expected a mapping, got ${describeType(entry)}`);
    unknownKeys(entry, ENTRY_KEYS, label, path);
    const lists = Object.fromEntries(LIST_KEYS.map((key) => [key, readList(entry[key], label, `${path}.${key}`)]));
    // Missing `active` means true; a present one (null included) must be a boolean.
    const active = Object.hasOwn(entry, "active") ? entry["active"] : true;
    if (typeof active !== "boolean") {
      throw invalid(label, `${path}.active`, `expected true or false, got ${describeType(active)}`);
    }
    policies[role] = new RolePolicy({
      authority: lists["authority"],
      boundaries: lists["boundaries"],
      escalations: lists["escalations"],
    });
    configs[role] = new RoleConfig({
      model: readOptionalText(entry["model"], label, `${path}.model`),
      effort: readOptionalText(entry["effort"], label, `${path}.effort`),
      defaultModes: lists["default_modes"],
      modesAllow: lists["modes_allow"],
      active,
    });
  }
  return new Pack({ name, policies, configs });
}

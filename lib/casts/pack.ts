import type { Document, Node } from "yaml";

import { describeType } from "./describe-type";
import { CastsError } from "./core/errors";
import { escapeLine } from "./core/echo";
import { echo, LineIndex, nameProblem } from "./core/limits";
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
    if (typeof init.name !== "string")
      throw new CastsError("PACK_INVALID", "Pack.name: expected a string", { details: { path: "name" } });
    const problem = nameProblem(init.name, "the pack name");
    if (problem) throw new CastsError("NAME_INVALID", `Pack.name: ${problem}`, { details: { path: "name" } });
    this.name = init.name;
    // Without prototypes: a role named like an Object.prototype member is just a key.
    this.policies = Object.freeze(
      Object.assign(Object.create(null) as Record<string, RolePolicy>, init.policies),
    );
    this.configs = Object.freeze(
      Object.assign(Object.create(null) as Record<string, RoleConfig>, init.configs),
    );
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
  static fromYaml(text: string, options: PackYamlOptions = {}): Pack {
    const label = options.label ?? "pack";
    const doc = parseSafeYaml(text, label);
    return packFromDocument(doc, yamlToData(doc, label), text, options);
  }
}

/** How pack YAML is read: the name it takes when it has no `name:` key, and what to call the text. */
export interface PackYamlOptions {
  /** The pack's name when the YAML has no `name:` key (default: pack). */
  readonly name?: string;
  /**
   * Where that name comes from, said when it is not a valid name, e.g. "the file name" for a file's
   * stem (default: "the name given for it").
   */
  readonly nameFrom?: string | undefined;
  /** The text's label in messages, e.g. its file (default: pack, which adds nothing). */
  readonly label?: string;
}

/** `Pack.fromYaml` for text already parsed by parseSafeYaml and yamlToData (the pack lab parses once). */
export function packFromDocument(
  doc: Document,
  data: unknown,
  text: string,
  options: PackYamlOptions = {},
): Pack {
  return packFromData(data, fallbackOf(options), new PackErrors(options.label ?? "pack", text, () => doc));
}

interface FallbackName {
  readonly name: string;
  readonly from: string;
}

const fallbackOf = (options: PackYamlOptions): FallbackName => ({
  name: options.name ?? "pack",
  from: options.nameFrom ?? "the name given for it",
});

/**
 * `Pack.fromYaml` for text whose data (what yamlToData gives) is already known, e.g. from a snapshot
 * saved when the text was parsed before (lib/casts/node/pack-snapshot.ts). The text is parsed only if
 * the data holds a mistake, for the error's line and column: the same error as Pack.fromYaml's.
 */
export function packFromParsedData(data: unknown, text: string, options: PackYamlOptions = {}): Pack {
  const label = options.label ?? "pack";
  return packFromData(
    data,
    fallbackOf(options),
    new PackErrors(label, text, () => parseSafeYaml(text, label)),
  );
}

const LIST_KEYS = ["authority", "boundaries", "escalations", "default_modes", "modes_allow"] as const;
const ENTRY_KEYS = [...LIST_KEYS, "model", "effort", "active"] as const;

// Builds PACK_INVALID / NAME_INVALID errors with the place: `roles.analyst.default_modes[1]`, line, column.
class PackErrors {
  private lines: LineIndex | null = null;

  constructor(
    readonly label: string,
    private readonly text: string,
    /** The parsed text, asked for only when an error needs its place. */
    private readonly docOf: () => Document | null,
  ) {}

  error(
    keys: readonly (string | number)[],
    message: string,
    code: "PACK_INVALID" | "NAME_INVALID" = "PACK_INVALID",
  ): CastsError {
    const path = keys.length === 0 ? "(top level)" : formatPath(keys);
    const doc = this.docOf();
    const node = doc && keys.length > 0 ? (doc.getIn(keys, true) as Node | undefined) : doc?.contents;
    const offset = node && typeof node === "object" && "range" in node ? node.range?.[0] : undefined;
    const position =
      offset === undefined ? undefined : (this.lines ??= lineIndexOf(this.text)).position(offset);
    // The path names the place in the message; the line and column go in details.
    return new CastsError(code, `${path}: ${message}${this.where()}`, { details: { path, ...position } });
  }

  /** An error about something the text does not hold (a name given in its place): no path, no place. */
  unplaced(message: string, code: "PACK_INVALID" | "NAME_INVALID"): CastsError {
    return new CastsError(code, `${message}${this.where()}`);
  }

  private where(): string {
    return this.label === "pack" ? "" : ` (in ${escapeLine(this.label)})`;
  }
}

// The last text's line index: the pack lab parses each key of a broken pack on its own against the
// same text (451 top-level keys of 1 MiB indexed the text 451 times).
let lastLines: { readonly text: string; readonly index: LineIndex } | undefined;
function lineIndexOf(text: string): LineIndex {
  if (lastLines?.text !== text) lastLines = { text, index: new LineIndex(text) };
  return lastLines.index;
}

function formatPath(keys: readonly (string | number)[]): string {
  return keys
    .map((key, index) => (typeof key === "number" ? `[${key}]` : index === 0 ? echo(key) : `.${echo(key)}`))
    .join("");
}

function isMapping(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}

function unknownKeys(
  data: Record<string, unknown>,
  allowed: readonly string[],
  errors: PackErrors,
  path: readonly string[],
): void {
  for (const key of Object.keys(data)) {
    if (!allowed.includes(key))
      throw errors.error([...path, key], `unknown key (allowed: ${allowed.join(", ")})`);
  }
}

function readList(value: unknown, errors: PackErrors, path: readonly string[]): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value))
    throw errors.error(path, `expected a list of strings, got ${describeType(value)}`);
  return value.map((item, index) => {
    if (typeof item !== "string")
      throw errors.error([...path, index], `expected a string, got ${describeType(item)}`);
    return item;
  });
}

function readOptionalText(value: unknown, errors: PackErrors, path: readonly string[]): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== "string")
    throw errors.error(path, `expected a string or null, got ${describeType(value)}`);
  return value;
}

/**
 * The name a pack without a `name:` key takes. When it is not a valid name the text is not at fault, so
 * the error has no place: it says where the name came from and how to give another.
 */
function checkedFallback(fallback: FallbackName, errors: PackErrors): string {
  const problem = nameProblem(
    fallback.name,
    `the name taken from ${fallback.from}, '${echo(fallback.name)}',`,
  );
  if (problem)
    throw errors.unplaced(
      `the pack has no name, and ${problem}; add a name: key, or change ${fallback.from}`,
      "NAME_INVALID",
    );
  return fallback.name;
}

function packFromData(data: unknown, fallback: FallbackName, errors: PackErrors): Pack {
  if (data === null || data === undefined) return new Pack({ name: checkedFallback(fallback, errors) });
  if (!isMapping(data))
    throw errors.error([], `expected a mapping with name and roles, got ${describeType(data)}`);
  unknownKeys(data, ["name", "roles"], errors, []);
  const name = data["name"] ?? checkedFallback(fallback, errors);
  if (typeof name !== "string") throw errors.error(["name"], `expected a string, got ${describeType(name)}`);
  const nameError = nameProblem(name, "the pack name");
  if (nameError) throw errors.error(["name"], nameError, "NAME_INVALID");
  const roles = data["roles"] ?? {};
  if (!isMapping(roles))
    throw errors.error(["roles"], `expected a mapping of role names to entries, got ${describeType(roles)}`);
  const policies: Record<string, RolePolicy> = Object.create(null);
  const configs: Record<string, RoleConfig> = Object.create(null);
  for (const [role, rawEntry] of Object.entries(roles)) {
    const path = ["roles", role];
    const roleError = nameProblem(role, "the role name");
    if (roleError) throw errors.error(path, roleError, "NAME_INVALID");
    const entry = rawEntry ?? {};
    if (!isMapping(entry)) throw errors.error(path, `expected a mapping, got ${describeType(entry)}`);
    unknownKeys(entry, ENTRY_KEYS, errors, path);
    const lists = Object.fromEntries(
      LIST_KEYS.map((key) => [key, readList(entry[key], errors, [...path, key])]),
    );
    // Missing `active` means true; a present one (null included) must be a boolean.
    const active = Object.hasOwn(entry, "active") ? entry["active"] : true;
    if (typeof active !== "boolean") {
      throw errors.error([...path, "active"], `expected true or false, got ${describeType(active)}`);
    }
    policies[role] = new RolePolicy({
      authority: lists["authority"],
      boundaries: lists["boundaries"],
      escalations: lists["escalations"],
    });
    configs[role] = new RoleConfig({
      model: readOptionalText(entry["model"], errors, [...path, "model"]),
      effort: readOptionalText(entry["effort"], errors, [...path, "effort"]),
      defaultModes: lists["default_modes"],
      modesAllow: lists["modes_allow"],
      active,
    });
  }
  return new Pack({ name, policies, configs });
}

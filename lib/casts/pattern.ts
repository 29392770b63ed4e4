import type { EmissionModel } from "./emissions";
import { CastsError } from "./core/errors";
import { cloneData, deepFreeze } from "./freeze";
import { buildEmissionOperable, type Operable } from "./operable";
import { describeType } from "./describe-type";
import { unknownNameMessage } from "./core/unknown-name";
import { MODE_MODULES } from "./roles/modes/_registry";
import { ROLE_MODULES } from "./roles/_registry";

/** What a pattern is: the closed set of kinds, as plain strings. */
export const PatternKind = Object.freeze({ OTHER: "other", ROLE: "role", MODE: "mode" } as const);
export type PatternKind = (typeof PatternKind)[keyof typeof PatternKind];

export type JsonValue =
  string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };
export type ArtifactDefaults = { readonly [key: string]: JsonValue };

export interface PatternInit {
  readonly name: string;
  readonly description: string;
}

export interface RoleInit extends PatternInit {
  readonly body?: string | undefined;
  readonly emits?: Iterable<EmissionModel> | undefined;
  readonly artifactDefaults?: ArtifactDefaults | null | undefined;
}

export interface ModeInit extends PatternInit {
  readonly behaviors?: string | undefined;
  readonly conflictsWith?: Iterable<string> | undefined;
}

export type RoleDict = {
  name?: string;
  description?: string;
  body?: string;
  emits?: string[];
  artifact_defaults?: ArtifactDefaults;
};

export type ModeDict = {
  name?: string;
  description?: string;
  behaviors?: string;
  conflicts_with?: string[];
};

function requireText(value: unknown, field: string, kind: string): string {
  if (typeof value !== "string") {
    throw new CastsError(
      "PATTERN_INVALID",
      `${kind}.${field}: expected a string, got ${describeType(value)}`,
    );
  }
  return value;
}

// Params sentinel rule: empty strings, lists, mappings and null are left out of toDict().
function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

function compact<T extends object>(entries: { [K in keyof T]: T[K] | undefined }): T {
  return Object.fromEntries(Object.entries(entries).filter(([, value]) => !isEmptyValue(value))) as T;
}

export class Pattern {
  readonly name: string;
  readonly description: string;

  constructor(init: PatternInit) {
    this.name = requireText(init.name, "name", new.target.name);
    this.description = requireText(init.description, "description", new.target.name);
    if (new.target === Pattern) Object.freeze(this);
  }

  get kind(): PatternKind {
    return PatternKind.OTHER;
  }

  toDict(): { name?: string; description?: string } {
    return compact({ name: this.name, description: this.description });
  }
}

export class Role extends Pattern {
  readonly body: string;
  readonly emits: readonly EmissionModel[];
  readonly artifactDefaults: ArtifactDefaults | null;

  constructor(init: RoleInit) {
    super(init);
    this.body = requireText(init.body ?? "", "body", "Role");
    const emits = Array.from(init.emits ?? []);
    emits.forEach((model, index) => {
      if (typeof model?.name !== "string" || typeof model?.schema?.safeParse !== "function") {
        throw new CastsError("PATTERN_INVALID", `Role.emits[${index}]: expected an emission model`);
      }
    });
    this.emits = Object.freeze(emits);
    const defaults = init.artifactDefaults ?? null;
    if (defaults !== null && (typeof defaults !== "object" || Array.isArray(defaults))) {
      throw new CastsError("PATTERN_INVALID", `Role.artifactDefaults: expected a mapping or null`);
    }
    this.artifactDefaults = defaults === null ? null : deepFreeze(cloneData(defaults));
    Object.freeze(this);
  }

  override get kind(): PatternKind {
    return PatternKind.ROLE;
  }

  override toDict(): RoleDict {
    return compact<RoleDict>({
      name: this.name,
      description: this.description,
      body: this.body,
      emits: this.emits.map((model) => model.name),
      artifact_defaults: this.artifactDefaults === null ? undefined : cloneData(this.artifactDefaults),
    });
  }

  /** The typed output contract of this role, or null when it declares no emissions. */
  emissionOperable(): Operable | null {
    return buildEmissionOperable(this.emits, { name: `${this.name}_emissions` });
  }

  /** A built-in role by canonical name (ADR D3: the module stem is import plumbing, not an alias). */
  static load(name: string): Role {
    return (
      builtinRoles.get(name) ??
      loadBuiltin(builtinRoles, ROLE_MODULES, "ROLE", name, (init) => new Role(init))
    );
  }
}

/**
 * Mode names as bits, for the conflict check every Profile runs: one bit for each name met as a mode's
 * name or in its conflicts, for the first 31 names. A name past those has no bit (0), and a check
 * involving it reads the lists instead (`clearOfConflicts` says false).
 */
const NAME_BITS = new Map<string, number>();
const MAX_NAME_BITS = 31;

function nameBit(name: string): number {
  const known = NAME_BITS.get(name);
  if (known !== undefined || NAME_BITS.size >= MAX_NAME_BITS) return known ?? 0;
  const bit = 1 << NAME_BITS.size;
  NAME_BITS.set(name, bit);
  return bit;
}

/**
 * True when no mode conflicts with an earlier one, read from their name bits in one pass (ADR D2's
 * rule: either side may declare the conflict). False when a conflict may be there or the bits cannot
 * tell (a name without one): the caller then runs the list check (`findModeConflict`), which names the
 * conflict or finds none. A mode repeated by name keeps its earlier declarations here, where the list
 * check drops them: that can only send a list to the list check, never clear a conflict. Set by Mode's
 * static block.
 */
export let clearOfConflicts: (modes: readonly Mode[]) => boolean;

export class Mode extends Pattern {
  readonly behaviors: string;
  readonly conflictsWith: readonly string[];
  /** This mode's name bit (0: none). */
  readonly #bit: number;
  /** The bits of the names it declares conflicts with (-1: one of them has none). */
  readonly #conflictBits: number;

  static {
    clearOfConflicts = (modes) => {
      let names = 0;
      let declared = 0;
      for (const mode of modes) {
        if (!(#bit in mode)) return false;
        const bit = mode.#bit;
        const conflicts = mode.#conflictBits;
        if (bit === 0 || conflicts === -1) return false;
        if ((declared & bit) !== 0 || (conflicts & names) !== 0) return false;
        names |= bit;
        declared |= conflicts;
      }
      return true;
    };
  }

  constructor(init: ModeInit) {
    super(init);
    this.behaviors = requireText(init.behaviors ?? "", "behaviors", "Mode");
    const conflicts = Array.from(init.conflictsWith ?? [], (entry, index) =>
      requireText(entry, `conflictsWith[${index}]`, "Mode"),
    );
    this.conflictsWith = Object.freeze([...new Set(conflicts)].sort(compareCodePoints));
    this.#bit = nameBit(this.name);
    let conflictBits = 0;
    for (const name of this.conflictsWith) {
      const bit = nameBit(name);
      conflictBits = bit === 0 || conflictBits === -1 ? -1 : conflictBits | bit;
    }
    this.#conflictBits = conflictBits;
    Object.freeze(this);
  }

  override get kind(): PatternKind {
    return PatternKind.MODE;
  }

  override toDict(): ModeDict {
    return compact<ModeDict>({
      name: this.name,
      description: this.description,
      behaviors: this.behaviors,
      conflicts_with: [...this.conflictsWith],
    });
  }

  /** A built-in mode by canonical name. */
  static load(name: string): Mode {
    return (
      builtinModes.get(name) ??
      loadBuiltin(builtinModes, MODE_MODULES, "MODE", name, (init) => new Mode(init))
    );
  }
}

/** Sorts strings by Unicode code point, like Python's `sorted`. */
export function compareCodePoints(a: string, b: string): number {
  const left = Array.from(a);
  const right = Array.from(b);
  for (let index = 0; index < Math.min(left.length, right.length); index += 1) {
    const difference = (left[index]?.codePointAt(0) ?? 0) - (right[index]?.codePointAt(0) ?? 0);
    if (difference !== 0) return difference;
  }
  return left.length - right.length;
}

// Built-in roles and modes are immutable, so each is built once from its module's init data.
const builtinRoles = new Map<string, Role>();
const builtinModes = new Map<string, Mode>();
// The built-in modes' names take the first bits, whatever a program builds first.
for (const entry of Object.values(MODE_MODULES)) nameBit(entry.MODE.name);

type ModuleTable<Key extends string, Value> = Readonly<Record<string, { readonly [K in Key]: Value }>>;

/** Builds a built-in role or mode from its module's init data, once; an unknown name throws. */
function loadBuiltin<Key extends "ROLE" | "MODE", Init extends PatternInit, Made>(
  cache: Map<string, Made>,
  table: ModuleTable<Key, Init>,
  key: Key,
  name: unknown,
  make: (init: Init) => Made,
): Made {
  const stem = typeof name === "string" ? name.replaceAll("-", "_") : "";
  const init = Object.hasOwn(table, stem) ? table[stem]?.[key] : undefined;
  if (!init || init.name !== name) {
    const kind = key === "ROLE" ? "role" : "mode";
    throw unknownPattern(kind, name, kind === "role" ? listRoles() : listModes());
  }
  const made = make(init);
  cache.set(init.name, made);
  return made;
}

function unknownPattern(kind: "role" | "mode", name: unknown, available: readonly string[]): CastsError {
  return new CastsError(
    kind === "role" ? "UNKNOWN_ROLE" : "UNKNOWN_MODE",
    unknownNameMessage(kind, String(name), available),
  );
}

function namesIn<Key extends string>(table: ModuleTable<Key, PatternInit>, key: Key): readonly string[] {
  return Object.freeze(
    Object.values(table)
      .map((module) => module[key].name)
      .sort(compareCodePoints),
  );
}

const ROLE_NAMES = namesIn(ROLE_MODULES, "ROLE");
const MODE_NAMES = namesIn(MODE_MODULES, "MODE");

/** Canonical names of the built-in roles, sorted; a new array on every call. */
export function listRoles(): string[] {
  return [...ROLE_NAMES];
}

/** Canonical names of the built-in modes, sorted; a new array on every call. */
export function listModes(): string[] {
  return [...MODE_NAMES];
}

import { isMap, isScalar, isSeq, type Node, type Scalar } from "yaml";

import { CastsError } from "./errors";
import { findModeConflict, modeConflictMessage } from "./mode-conflict";
import type { Operable } from "./operable";
import { Mode, Role } from "./pattern";
import { dumpPyYamlMapping } from "./pyyaml-dump";
import { lineColumn, parseSafeYaml } from "./safe-yaml";

export interface ProfileInit {
  readonly name: string;
  readonly role: Role;
  readonly modes?: readonly Mode[] | null | undefined;
}

export interface ComposeOptions {
  readonly modes?: readonly (string | Mode)[] | null | undefined;
  readonly name?: string | null | undefined;
  /** Resolves role names that are not built in (directory roles); built-ins are tried first. */
  readonly resolveRole?: ((name: string) => Role | undefined) | undefined;
}

export type ProfileDict = {
  readonly name: string;
  readonly role: string;
  readonly modes: string[];
};

/** One Role plus ordered Modes: the unit that becomes one system message. */
export class Profile {
  readonly name: string;
  readonly role: Role;
  readonly modes: readonly Mode[];

  constructor(init: ProfileInit) {
    if (typeof init.name !== "string") {
      throw new CastsError("PROFILE_INVALID", "Profile.name: expected a string");
    }
    if (!(init.role instanceof Role)) {
      throw new CastsError("PROFILE_INVALID", "Profile.role: expected a Role");
    }
    const modes = Array.from(init.modes ?? []);
    modes.forEach((mode, index) => {
      if (!(mode instanceof Mode)) throw new CastsError("PROFILE_INVALID", `Profile.modes[${index}]: expected a Mode`);
    });
    const conflict = findModeConflict(modes);
    if (conflict) throw new CastsError("MODE_CONFLICT", modeConflictMessage(conflict));
    this.name = init.name;
    this.role = init.role;
    this.modes = Object.freeze(modes);
    Object.freeze(this);
  }

  /** Builds a profile from names or objects; the profile name defaults to the role's name. */
  static compose(role: string | Role, options: ComposeOptions = {}): Profile {
    const resolvedRole = typeof role === "string" ? resolveRoleName(role, options.resolveRole) : role;
    const modes = (options.modes ?? []).map((mode) => (typeof mode === "string" ? Mode.load(mode) : mode));
    const name = options.name ? options.name : resolvedRole.name;
    return new Profile({ name, role: resolvedRole, modes });
  }

  /** Role body, then each mode's behaviors in order; empty parts skipped; no trimming. */
  buildSystemMessage(): string {
    return [this.role.body, ...this.modes.map((mode) => mode.behaviors)].filter((part) => part !== "").join("\n\n");
  }

  /** The role's emission contract: modes never add or remove emissions. */
  emissionOperable(): Operable | null {
    return this.role.emissionOperable();
  }

  toDict(): ProfileDict {
    return { name: this.name, role: this.role.name, modes: this.modes.map((mode) => mode.name) };
  }

  /** The reference implementation's YAML, byte for byte (PyYAML safe_dump, sorted keys). */
  toYaml(): string {
    return dumpPyYamlMapping(this.toDict());
  }

  /** Same name, role and mode sequence (by value). */
  equals(other: Profile): boolean {
    return (
      this.name === other.name &&
      this.role === other.role &&
      this.modes.length === other.modes.length &&
      this.modes.every((mode, index) => mode === other.modes[index])
    );
  }

  static fromYaml(text: string, options: Pick<ComposeOptions, "resolveRole"> & { readonly label?: string } = {}): Profile {
    const label = options.label ?? "profile";
    const fields = readProfileFields(text, label);
    return Profile.compose(fields.role, { modes: fields.modes, name: fields.name, resolveRole: options.resolveRole });
  }
}

function resolveRoleName(name: string, resolveRole: ComposeOptions["resolveRole"]): Role {
  try {
    return Role.load(name);
  } catch (error) {
    const custom = resolveRole?.(name);
    if (custom) return custom;
    throw error;
  }
}

const PROFILE_KEYS = ["name", "role", "modes"] as const;

interface ProfileFields {
  readonly name: string | null;
  readonly role: string;
  readonly modes: string[];
}

// Scalars are read as their source text, so `name: 019` stays "019" (YAML 1.1 readers agree).
function scalarText(node: Scalar): string {
  if (node.type === "PLAIN" && typeof node.source === "string") return node.source;
  return String(node.value);
}

function isNullScalar(node: Node | null | undefined): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

function where(text: string, node: Node | null | undefined): string {
  return node?.range ? lineColumn(text, node.range[0]) : "";
}

/** Reads `{name, role, modes}` from profile YAML with the contract's errors. */
export function readProfileFields(text: string, label = "profile"): ProfileFields {
  const doc = parseSafeYaml(text, label);
  const root = doc.contents;
  if (!isMap(root)) {
    throw new CastsError("PROFILE_INVALID", `${label}: expected a mapping with role, modes and name${where(text, root)}`);
  }
  const values = new Map<string, Node | null>();
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : null;
    if (key === null || !(PROFILE_KEYS as readonly string[]).includes(key)) {
      const shown = key ?? "a non-text key";
      throw new CastsError(
        "PROFILE_INVALID",
        `${label}: unknown key '${shown}'${where(text, pair.key as Node)} (allowed: role, modes, name)`,
      );
    }
    values.set(key, (pair.value as Node | null) ?? null);
  }
  const roleNode = values.get("role");
  if (!values.has("role") || isNullScalar(roleNode)) {
    throw new CastsError("PROFILE_INVALID", `${label}: missing required key 'role'`);
  }
  if (!isScalar(roleNode)) {
    throw new CastsError("PROFILE_INVALID", `${label}: role must be a role name${where(text, roleNode)}`);
  }
  const nameNode = values.get("name");
  let name: string | null = null;
  if (!isNullScalar(nameNode)) {
    if (!isScalar(nameNode)) throw new CastsError("PROFILE_INVALID", `${label}: name must be text${where(text, nameNode)}`);
    name = scalarText(nameNode);
  }
  const modesNode = values.get("modes");
  const modes: string[] = [];
  if (!isNullScalar(modesNode)) {
    if (!isSeq(modesNode)) {
      throw new CastsError("PROFILE_INVALID", `${label}: modes must be a list of mode names${where(text, modesNode)}`);
    }
    modesNode.items.forEach((item, index) => {
      if (!isScalar(item) || item.value === null) {
        throw new CastsError("PROFILE_INVALID", `${label}: modes[${index}] must be a mode name${where(text, item as Node)}`);
      }
      modes.push(scalarText(item));
    });
  }
  return { name, role: scalarText(roleNode), modes };
}

import { isMap, isScalar, isSeq, type Node, type Scalar } from "yaml";

import { assertNoModeConflict, buildSystemMessage, defaultProfileName, profileYaml } from "./composition";
import { CastsError, type CastsErrorDetails } from "./errors";
import { findModeConflict, modeConflictMessage } from "./mode-conflict";
import type { Operable } from "./operable";
import { Mode, Role } from "./pattern";
import { lineColumn, parseSafeYaml } from "./safe-yaml";
import { textPosition } from "./text-position";

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
    const given = init.modes ?? [];
    const modes: Mode[] = Array.isArray(given) ? given.slice() : Array.from(given);
    for (let index = 0; index < modes.length; index += 1) {
      if (!(modes[index] instanceof Mode))
        throw new CastsError("PROFILE_INVALID", `Profile.modes[${index}]: expected a Mode`);
    }
    if (modes.length > 1) assertNoModeConflict(modes);
    this.name = init.name;
    this.role = init.role;
    this.modes = Object.freeze(modes);
    Object.freeze(this);
  }

  /** Builds a profile from names or objects; the profile name defaults to the role's name. */
  static compose(role: string | Role, options: ComposeOptions = {}): Profile {
    const resolvedRole = typeof role === "string" ? resolveRoleName(role, options.resolveRole) : role;
    const given = options.modes ?? [];
    const modes: Mode[] = new Array(given.length);
    for (let index = 0; index < given.length; index += 1) {
      const mode = given[index]!;
      modes[index] = typeof mode === "string" ? Mode.load(mode) : mode;
    }
    return new Profile({
      name: defaultProfileName(resolvedRole.name, options.name),
      role: resolvedRole,
      modes,
    });
  }

  /** Role body, then each mode's behaviors in order; empty parts skipped; no trimming. */
  buildSystemMessage(): string {
    return buildSystemMessage(this.role, this.modes);
  }

  /** The role's emission contract: modes never add or remove emissions. */
  emissionOperable(): Operable | null {
    return this.role.emissionOperable();
  }

  toDict(): ProfileDict {
    return { name: this.name, role: this.role.name, modes: this.modes.map((mode) => mode.name) };
  }

  /** The reference implementation's YAML, byte for byte (PyYAML dump with allow_unicode, sorted keys). */
  toYaml(): string {
    return profileYaml({ name: this.name, role: this.role.name, modes: this.modes.map((mode) => mode.name) });
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

  static fromYaml(
    text: string,
    options: Pick<ComposeOptions, "resolveRole"> & { readonly label?: string } = {},
  ): Profile {
    const label = options.label ?? "profile";
    const fields = readProfileFields(text, label);
    // Each failure names the place in the text where the offending name is written.
    const at = (place: Position, error: unknown): never => {
      if (!(error instanceof CastsError)) throw error;
      throw new CastsError(error.code, error.message, {
        cause: error,
        details: { ...error.details, ...place },
      });
    };
    let role: Role;
    try {
      role = resolveRoleName(fields.role, options.resolveRole);
    } catch (error) {
      return at(fields.places.role, error);
    }
    const modes = fields.modes.map((name, index) => {
      try {
        return Mode.load(name);
      } catch (error) {
        return at(fields.places.modes[index] ?? { path: `modes[${index}]` }, error);
      }
    });
    const conflict = findModeConflict(modes);
    if (conflict)
      return at(
        fields.places.modes[conflict.index] ?? {},
        new CastsError("MODE_CONFLICT", modeConflictMessage(conflict)),
      );
    return Profile.compose(role, { modes, name: fields.name });
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

/** Where a value is written: its key path and 1-based line and column. */
type Position = CastsErrorDetails;

interface ProfileFields {
  readonly name: string | null;
  readonly role: string;
  readonly modes: string[];
  /** Where the role name and each mode name are written in the text. */
  readonly places: { readonly role: Position; readonly modes: readonly Position[] };
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

function place(text: string, node: Node | null | undefined, path?: string): Position {
  const position = node?.range ? textPosition(text, node.range[0]) : {};
  return path === undefined ? position : { path, ...position };
}

function invalid(text: string, node: Node | null | undefined, message: string, path?: string): CastsError {
  return new CastsError("PROFILE_INVALID", message, { details: place(text, node, path) });
}

/** Reads `{name, role, modes}` from profile YAML with the contract's errors. */
export function readProfileFields(text: string, label = "profile"): ProfileFields {
  const doc = parseSafeYaml(text, label);
  const root = doc.contents;
  if (!isMap(root)) {
    throw invalid(text, root, `${label}: expected a mapping with role, modes and name${where(text, root)}`);
  }
  const values = new Map<string, Node | null>();
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : null;
    if (key === null || !(PROFILE_KEYS as readonly string[]).includes(key)) {
      const shown = key ?? "a non-text key";
      const message = `${label}: unknown key '${shown}'${where(text, pair.key as Node)} (allowed: role, modes, name)`;
      throw invalid(text, pair.key as Node, message, key ?? undefined);
    }
    values.set(key, (pair.value as Node | null) ?? null);
  }
  const roleNode = values.get("role");
  if (!values.has("role") || isNullScalar(roleNode)) {
    throw new CastsError("PROFILE_INVALID", `${label}: missing required key 'role'`, {
      details: { path: "role" },
    });
  }
  if (!isScalar(roleNode)) {
    throw invalid(text, roleNode, `${label}: role must be a role name${where(text, roleNode)}`, "role");
  }
  const nameNode = values.get("name");
  let name: string | null = null;
  if (!isNullScalar(nameNode)) {
    if (!isScalar(nameNode))
      throw invalid(text, nameNode, `${label}: name must be text${where(text, nameNode)}`, "name");
    name = scalarText(nameNode);
  }
  const modesNode = values.get("modes");
  const modes: string[] = [];
  const modePlaces: Position[] = [];
  if (!isNullScalar(modesNode)) {
    if (!isSeq(modesNode)) {
      throw invalid(
        text,
        modesNode,
        `${label}: modes must be a list of mode names${where(text, modesNode)}`,
        "modes",
      );
    }
    modesNode.items.forEach((item, index) => {
      if (!isScalar(item) || item.value === null) {
        throw invalid(
          text,
          item as Node,
          `${label}: modes[${index}] must be a mode name${where(text, item as Node)}`,
          `modes[${index}]`,
        );
      }
      modes.push(scalarText(item));
      modePlaces.push(place(text, item, `modes[${index}]`));
    });
  }
  return {
    name,
    role: scalarText(roleNode),
    modes,
    places: { role: place(text, roleNode, "role"), modes: modePlaces },
  };
}

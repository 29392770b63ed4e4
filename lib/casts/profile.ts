import { isMap, isScalar, isSeq, type Node, type Scalar } from "yaml";

import { assertNoModeConflict, buildSystemMessage, defaultProfileName } from "./core/composition";
import { CastsError, type CastsErrorDetails } from "./core/errors";
import { assertName, atPosition, echo, LineIndex, MAX_PROFILE_MODES } from "./core/limits";
import type { Operable } from "./operable";
import { clearOfConflicts, Mode, Role } from "./pattern";
import { profileYaml } from "./core/profile-yaml";
import { parseSafeYaml } from "./safe-yaml";

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

const NAME_DETAILS: CastsErrorDetails = Object.freeze({ path: "name" });
/** The modes array compose() just built for the Profile it constructs next (see the constructor). */
let adoptable: Mode[] | null = null;

/** One Role plus ordered Modes: the unit that becomes one system message. */
export class Profile {
  readonly name: string;
  readonly role: Role;
  readonly modes: readonly Mode[];

  constructor(init: ProfileInit) {
    const adopted = adoptable;
    adoptable = null;
    if (typeof init.name !== "string") {
      throw new CastsError("PROFILE_INVALID", "Profile.name: expected a string", {
        details: { path: "name" },
      });
    }
    assertName(init.name, "the profile name", NAME_DETAILS, "Profile.name: ");
    if (!(init.role instanceof Role)) {
      throw new CastsError("PROFILE_INVALID", "Profile.role: expected a Role");
    }
    // A fresh copy (the caller keeps its array), checked element by element; plain loops, as this
    // runs on every composition (scripts/bench/core.ts).
    const given = init.modes ?? [];
    if (given.length > MAX_PROFILE_MODES) {
      throw new CastsError(
        "INPUT_TOO_LARGE",
        `Profile.modes: ${given.length} modes, over the limit of ${MAX_PROFILE_MODES}`,
        { details: { path: "modes" } },
      );
    }
    // compose() hands over an array it made and nobody else holds: adopted as is, not copied.
    const modes: Mode[] = given === adopted && adopted !== null ? adopted : [];
    for (let index = 0; index < given.length; index += 1) {
      const mode = given[index];
      if (!(mode instanceof Mode))
        throw new CastsError("PROFILE_INVALID", `Profile.modes[${index}]: expected a Mode`);
      if (modes !== given) modes.push(mode);
    }
    // The name bits clear most lists at once; the list check decides the rest and names the conflict.
    if (modes.length > 1 && !clearOfConflicts(modes))
      assertNoModeConflict(modes.map((mode) => ({ name: mode.name, conflicts_with: mode.conflictsWith })));
    this.name = init.name;
    this.role = init.role;
    this.modes = Object.freeze(modes);
    Object.freeze(this);
  }

  /** Builds a profile from names or objects; the profile name defaults to the role's name. */
  static compose(role: string | Role, options: ComposeOptions = {}): Profile {
    const resolvedRole = typeof role === "string" ? resolveRoleName(role, options.resolveRole) : role;
    const given = options.modes ?? [];
    const modes: Mode[] = [];
    for (const mode of given) modes.push(typeof mode === "string" ? Mode.load(mode) : mode);
    adoptable = modes;
    return new Profile({
      name: defaultProfileName(resolvedRole.name, options.name),
      role: resolvedRole,
      modes,
    });
  }

  /**
   * The one rebuild of a Profile from its serialisable shape (toDict's, or a composition spec's role
   * and modes): built-in names load, other role names go to `resolveRole`; no name is the role's.
   */
  static fromDict(
    dict: Pick<ProfileDict, "role"> & {
      readonly modes?: readonly string[] | undefined;
      readonly name?: string | null | undefined;
    },
    options: Pick<ComposeOptions, "resolveRole"> = {},
  ): Profile {
    return Profile.compose(dict.role, {
      modes: dict.modes,
      name: dict.name,
      resolveRole: options.resolveRole,
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
    return profileYaml(this.toDict());
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
    const at = (path: string): CastsErrorDetails => ({ path, ...fields.positions[path] });
    const role = withDetails(() => resolveRoleName(fields.role, options.resolveRole), at("role"));
    const modes = fields.modes.map((mode, index) =>
      withDetails(() => Mode.load(mode), at(`modes[${index}]`)),
    );
    return withDetails(
      () => new Profile({ name: fields.name ? fields.name : role.name, role, modes }),
      null,
      (error) => at(error.details.path ?? "name"),
    );
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

// Runs `make`; a CastsError it throws is rethrown with the place of the input it came from.
function withDetails<T>(
  make: () => T,
  details: CastsErrorDetails | null,
  place: (error: CastsError) => CastsErrorDetails = () => details ?? {},
): T {
  try {
    return make();
  } catch (error) {
    if (!(error instanceof CastsError)) throw error;
    throw new CastsError(error.code, error.message, {
      details: { ...error.details, ...place(error) },
      cause: error,
    });
  }
}

const PROFILE_KEYS = ["name", "role", "modes"] as const;

interface ProfileFields {
  readonly name: string | null;
  readonly role: string;
  readonly modes: string[];
  /** Line and column of each value by its path (`name`, `role`, `modes[2]`). */
  readonly positions: Readonly<Record<string, { line: number; column: number }>>;
}

// Scalars are read as their source text, so `name: 019` stays "019" (YAML 1.1 readers agree).
function scalarText(node: Scalar): string {
  if (node.type === "PLAIN" && typeof node.source === "string") return node.source;
  return String(node.value);
}

function isNullScalar(node: Node | null | undefined): boolean {
  return node === null || node === undefined || (isScalar(node) && node.value === null);
}

/** Reads `{name, role, modes}` from profile YAML with the contract's errors (each with `details`). */
export function readProfileFields(text: string, label = "profile"): ProfileFields {
  const doc = parseSafeYaml(text, label);
  const lines = new LineIndex(text);
  const positions: Record<string, { line: number; column: number }> = Object.create(null);
  const locate = (node: Node | null | undefined) => (node?.range ? lines.position(node.range[0]) : undefined);
  const where = (node: Node | null | undefined) => atPosition(locate(node));
  const fail = (
    path: string,
    message: string,
    node?: Node | null,
    code: "PROFILE_INVALID" | "NAME_INVALID" = "PROFILE_INVALID",
  ) => new CastsError(code, `${label}: ${message}${where(node)}`, { details: { path, ...locate(node) } });
  const root = doc.contents;
  if (!isMap(root)) {
    throw fail("(top level)", "expected a mapping with role, modes and name", root);
  }
  const values = new Map<string, Node | null>();
  for (const pair of root.items) {
    const key = isScalar(pair.key) ? String(pair.key.value) : null;
    if (key === null || !(PROFILE_KEYS as readonly string[]).includes(key)) {
      const shown = key === null ? "a non-text key" : echo(key);
      const position = locate(pair.key as Node);
      throw new CastsError(
        "PROFILE_INVALID",
        `${label}: unknown key '${shown}'${atPosition(position)} (allowed: role, modes, name)`,
        { details: { path: shown, ...position } },
      );
    }
    values.set(key, (pair.value as Node | null) ?? null);
  }
  const roleNode = values.get("role");
  if (!values.has("role") || isNullScalar(roleNode)) {
    throw new CastsError("PROFILE_INVALID", `${label}: missing required key 'role'`, {
      details: { path: "role", ...locate(root) },
    });
  }
  if (!isScalar(roleNode)) throw fail("role", "role must be a role name", roleNode);
  const role = scalarText(roleNode);
  checkName(role, "the role name", "role", roleNode);
  const nameNode = values.get("name");
  let name: string | null = null;
  if (!isNullScalar(nameNode)) {
    if (!isScalar(nameNode)) throw fail("name", "name must be text", nameNode);
    name = scalarText(nameNode);
    checkName(name, "the profile name", "name", nameNode);
  }
  const modesNode = values.get("modes");
  const modes: string[] = [];
  if (!isNullScalar(modesNode)) {
    if (!isSeq(modesNode)) {
      throw fail("modes", "modes must be a list of mode names", modesNode);
    }
    if (modesNode.items.length > MAX_PROFILE_MODES) {
      const position = locate(modesNode);
      throw new CastsError(
        "INPUT_TOO_LARGE",
        `${label}: modes lists ${modesNode.items.length} modes, over the limit of ${MAX_PROFILE_MODES}${atPosition(position)}`,
        { details: { path: "modes", ...position } },
      );
    }
    modesNode.items.forEach((item, index) => {
      if (!isScalar(item) || item.value === null)
        throw fail(`modes[${index}]`, `modes[${index}] must be a mode name`, item as Node);
      const mode = scalarText(item);
      checkName(mode, `modes[${index}]`, `modes[${index}]`, item);
      modes.push(mode);
    });
  }
  return { name, role, modes, positions };

  function checkName(value: string, what: string, path: string, node: Node | null | undefined): void {
    const position = locate(node);
    if (position) positions[path] = position;
    assertName(value, what, { path, ...position }, `${label}: `);
  }
}

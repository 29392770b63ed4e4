// What the fixture parser checks a file against: the built-in roles' emission keys (with their
// models' field names) and modes, plus any directory roles, which emit nothing.
import { listModes, listRoles, Mode, Role } from "../pattern";
import type { EvalParseContext, EvalRoleInfo } from "./parse";

/** A built-in role's keys and fields, or null when there is no such built-in role. */
export function builtinEvalRole(name: string): EvalRoleInfo | null {
  if (!listRoles().includes(name)) return null;
  const operable = Role.load(name).emissionOperable();
  return {
    keys: (operable?.specs ?? []).map((spec) => ({
      key: spec.key,
      fields: Object.keys(spec.model.shape.shape),
    })),
  };
}

/**
 * The parse context for a file: built-in roles and modes, and the named directory roles (text
 * expectations only). `expectedRole` is the role the file's place names.
 */
export function evalParseContext(
  options: { readonly expectedRole?: string; readonly directoryRoles?: readonly string[] } = {},
): EvalParseContext {
  const directory = new Set(options.directoryRoles ?? []);
  return {
    ...(options.expectedRole === undefined ? {} : { expectedRole: options.expectedRole }),
    resolveRole: (name) => builtinEvalRole(name) ?? (directory.has(name) ? { keys: [] } : null),
    roleNames: [...listRoles(), ...directory],
    modes: listModes().map((name) => Mode.load(name)),
  };
}

// What the fixture parser checks a file against: the built-in roles' emission keys (with their
// models' field names) and modes, plus any directory roles, which emit nothing.
import { emissionJsonSchema } from "../emissions/model";
import { listModes, listRoles, Mode, Role } from "../pattern";
import type { FieldKind } from "./describe";
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

function kindOfSchema(schema: Record<string, unknown> | undefined): FieldKind | undefined {
  if (!schema) return undefined;
  const variants = (schema["anyOf"] as Record<string, unknown>[] | undefined) ?? [];
  const types = [schema["type"], ...variants.map((part) => part["type"])].flat();
  if (types.includes("array")) return "list";
  if (types.includes("number") || types.includes("integer")) return "number";
  if (types.includes("string")) return "text";
  if (types.includes("boolean")) return "boolean";
  if (types.includes("object")) return "map";
  return undefined;
}

/** A built-in role's field kinds by `<key>.<field>` path (from its models' JSON Schema), for wording and tests. */
export function fieldKinds(role: string): (path: string) => FieldKind | undefined {
  const specs = listRoles().includes(role) ? (Role.load(role).emissionOperable()?.specs ?? []) : [];
  const kinds = new Map<string, FieldKind | undefined>();
  for (const spec of specs) {
    const properties = (emissionJsonSchema(spec.model)["properties"] ?? {}) as Record<
      string,
      Record<string, unknown>
    >;
    for (const [field, schema] of Object.entries(properties))
      kinds.set(`${spec.key}.${field}`, kindOfSchema(schema));
  }
  return (path) => kinds.get(path);
}

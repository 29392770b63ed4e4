import { CastsError } from "../core/errors";
import { roleFromCatalog } from "../catalog";
import type { Role } from "../pattern";
import { parseDirectoryRoleConfig, type DirectoryRoleConfig } from "./config";
import { roleNameError } from "./role-name";

export { roleNameError } from "./role-name";

/** A role defined outside the code: a `roles/<Name>/` directory, or registered at runtime. */
export interface DirectoryRole {
  readonly name: string;
  /** The directory's own name (`acme.SupportTriage` for the role `SupportTriage`); null when defined in code. */
  readonly directory: string | null;
  /** Where the directory was read from; two roles with the same name and path are the same role. */
  readonly path: string | null;
  readonly description: string;
  /** The system prompt, or null when the role has none. */
  readonly systemPrompt: string | null;
  readonly config: DirectoryRoleConfig;
  /** What the loader noticed without rejecting the role (ignored files, config text overridden by markdown). */
  readonly notes: readonly string[];
}

export interface DirectoryRoleInit {
  readonly name: string;
  readonly description: string;
  readonly systemPrompt?: string | null | undefined;
  /** `config.json` settings (without description or system_prompt); unknown keys and bad values throw. */
  readonly config?: unknown;
  readonly directory?: string | null | undefined;
  readonly path?: string | null | undefined;
  readonly notes?: readonly string[] | undefined;
}

const created = new WeakSet<object>();
const libraryRoles = new WeakMap<DirectoryRoleFields, Role>();

/** The role name a directory gives: its name, or the part after the last dot (`acme.Triage` → `Triage`). */
export function nameFromDirectory(
  directory: string,
): { ok: true; name: string } | { ok: false; reason: string } {
  const name = directory.slice(directory.lastIndexOf(".") + 1);
  if (name === "")
    return {
      ok: false,
      reason: `the directory name '${directory}' ends with a dot, so it gives no role name`,
    };
  const problem = roleNameError(name);
  return problem ? { ok: false, reason: problem } : { ok: true, name };
}

/** Builds a frozen, validated directory role; throws CastsError `ROLE_DIR_INVALID` naming the field. */
export function defineDirectoryRole(init: DirectoryRoleInit): DirectoryRole {
  const label = `Directory role '${String(init.name)}'`;
  const fail = (message: string) => new CastsError("ROLE_DIR_INVALID", `${label}: ${message}`);
  if (typeof init.name !== "string") throw fail("name: expected a string");
  const nameProblem = roleNameError(init.name);
  if (nameProblem) throw fail(`name: ${nameProblem}`);
  if (typeof init.description !== "string" || init.description.trim() === "")
    throw fail("description: expected non-empty text");
  const systemPrompt = init.systemPrompt ?? null;
  if (systemPrompt !== null && typeof systemPrompt !== "string")
    throw fail("systemPrompt: expected a string or null");
  const settings = init.config ?? {};
  if (
    settings !== null &&
    typeof settings === "object" &&
    ("description" in settings || "system_prompt" in settings)
  ) {
    throw fail("config: give description and systemPrompt as their own fields, not inside config");
  }
  const parsed = parseDirectoryRoleConfig(settings);
  if (!parsed.ok) throw fail(`config: ${parsed.errors.join("; ")}`);
  const role: DirectoryRole = Object.freeze({
    name: init.name,
    directory: init.directory ?? null,
    path: init.path ?? null,
    description: init.description,
    systemPrompt,
    config: parsed.config,
    notes: Object.freeze([...(init.notes ?? [])]),
  });
  created.add(role);
  return role;
}

/** True for roles made by defineDirectoryRole or the directory parser. */
export function isDirectoryRole(value: unknown): value is DirectoryRole {
  return typeof value === "object" && value !== null && created.has(value);
}

/** What a library Role takes from a directory role; the composer's shipped data carries the same fields. */
export type DirectoryRoleFields = Pick<DirectoryRole, "name" | "description" | "systemPrompt">;

/**
 * The one conversion of a directory role into a library Role: its system prompt is the body (empty
 * when it has none) and it declares no emissions. Same object for the same argument.
 */
export function toRole(role: DirectoryRoleFields): Role {
  let result = libraryRoles.get(role);
  if (!result) {
    result = roleFromCatalog({
      name: role.name,
      description: role.description,
      body: role.systemPrompt ?? "",
    });
    libraryRoles.set(role, result);
  }
  return result;
}

/** One directory role as JSON, in the file format's snake_case keys (no path: where it was read from stays local). */
export interface DirectoryRoleJson {
  readonly name: string;
  readonly directory: string | null;
  readonly description: string;
  readonly system_prompt: string | null;
  readonly config: DirectoryRoleConfig;
  readonly notes: readonly string[];
}

/** The JSON form of a directory role (`casts show --json`, `casts roles-dir --json`, /directory-roles.json). */
export function directoryRoleJson(role: DirectoryRole): DirectoryRoleJson {
  return {
    name: role.name,
    directory: role.directory,
    description: role.description,
    system_prompt: role.systemPrompt,
    config: role.config,
    notes: role.notes,
  };
}

// Node-only: loads the eval fixtures beside the catalog (contract sections 11 and 13) —
// `evals/<role>.yaml` for built-in roles and `roles/<Folder>/evals.yaml` for directory roles in the
// active roles folder. Each file is parsed on its own: a broken one is reported with its place and
// the rest still load.
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

import type { DirectoryRole } from "../directory-roles/directory-role";
import { compareDirectoryRoles } from "../directory-roles/role-order";
import { CastsError } from "../core/errors";
import { evalParseContext } from "../evals/context";
import type { EvalFile, EvalFixture } from "../evals/fixture-schema";
import { parseEvalFile } from "../evals/parse";
import { compareCodePoints, listRoles } from "../pattern";
import { resolveCatalogSource } from "./catalog-source";
import { loadSourceDirectoryRoles } from "./directory-roles";
import { readTextFile } from "./files";

/** The built-in roles' fixture folder, relative to the project root. */
export const EVALS_DIR = "evals";
/** A directory role's fixture file inside its folder. */
export const DIRECTORY_EVALS_FILE = "evals.yaml";

export interface RoleEvals {
  readonly role: string;
  readonly kind: "built-in" | "directory";
  /** The file the fixtures came from. */
  readonly file: string;
  readonly fixtures: readonly EvalFixture[];
}

export interface EvalFileError {
  readonly file: string;
  readonly error: CastsError;
}

export interface EvalLoad {
  /** Per role with a sound fixture file, built-in roles first, each group by name. */
  readonly roles: readonly RoleEvals[];
  /** Files that could not be read or parsed, each with the reason and place. */
  readonly errors: readonly EvalFileError[];
}

export interface LoadEvalsOptions {
  /** The project root holding `evals/` (default: the working directory). */
  readonly root?: string;
  /** The active directory roles (default: those of the active roles folder, `resolveCatalogSource`). */
  readonly directoryRoles?: readonly DirectoryRole[];
}

function asCastsError(error: unknown, file: string): CastsError {
  if (error instanceof CastsError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new CastsError("FILE_UNREADABLE", `${file}: ${message}`, { cause: error, details: { path: file } });
}

function parseOne(file: string, label: string, role: string, directoryRoles: readonly string[]): EvalFile {
  return parseEvalFile(readTextFile(file), label, evalParseContext({ expectedRole: role, directoryRoles }));
}

function loadOne(
  file: string,
  label: string,
  role: string,
  kind: RoleEvals["kind"],
  directoryRoles: readonly string[],
): RoleEvals | EvalFileError {
  try {
    return { role, kind, file: label, fixtures: parseOne(file, label, role, directoryRoles).fixtures };
  } catch (error) {
    return { file: label, error: asCastsError(error, label) };
  }
}

/** Where a role's fixtures live: `evals/<role>.yaml` (built-in), `<folder>/evals.yaml` (directory role). */
function fixtureFile(root: string, role: string, directoryRole: DirectoryRole | undefined) {
  if (directoryRole === undefined) {
    const label = `${EVALS_DIR}/${role}.yaml`;
    return { file: path.join(root, EVALS_DIR, `${role}.yaml`), label };
  }
  if (directoryRole.path === null) return null;
  const file = path.join(directoryRole.path, DIRECTORY_EVALS_FILE);
  const relative = path.relative(root, file);
  return { file, label: relative.startsWith("..") ? file : relative.split(path.sep).join("/") };
}

/**
 * One role's fixture file, parsed as `loadEvals` parses it (the promptfoo export reads it): null when
 * the role has none; a file that does not parse throws a CastsError naming the file and the place.
 */
export function loadRoleEvals(options: {
  readonly root: string;
  readonly role: string;
  /** The role's directory role, when it is one. */
  readonly directoryRole?: DirectoryRole | undefined;
  /** Every active directory role's name (a fixture may name one). */
  readonly directoryRoles: readonly string[];
}): EvalFile | null {
  const root = path.resolve(options.root);
  const place = fixtureFile(root, options.role, options.directoryRole);
  if (place === null || !existsSync(place.file)) return null;
  try {
    return parseOne(place.file, place.label, options.role, options.directoryRoles);
  } catch (error) {
    throw asCastsError(error, place.label);
  }
}

/** Loads every fixture file; never throws for a bad file (it lands in `errors`). */
export function loadEvals(options: LoadEvalsOptions = {}): EvalLoad {
  const root = path.resolve(options.root ?? process.cwd());
  const directory =
    options.directoryRoles ??
    loadSourceDirectoryRoles(resolveCatalogSource({ env: process.env, root })).loaded;
  const directoryNames = directory.map((role) => role.name);
  const roles: RoleEvals[] = [];
  const errors: EvalFileError[] = [];
  const add = (result: RoleEvals | EvalFileError) => {
    if ("error" in result) errors.push(result);
    else roles.push(result);
  };

  const evalsDir = path.join(root, EVALS_DIR);
  let entries: string[] = [];
  if (existsSync(evalsDir)) {
    try {
      entries = readdirSync(evalsDir).sort(compareCodePoints);
    } catch (error) {
      errors.push({ file: EVALS_DIR, error: asCastsError(error, EVALS_DIR) });
    }
  }
  const builtIn = new Set(listRoles());
  for (const entry of entries) {
    if (entry.startsWith(".") || !entry.endsWith(".yaml")) continue;
    const label = `${EVALS_DIR}/${entry}`;
    const role = entry.slice(0, -".yaml".length);
    if (!builtIn.has(role)) {
      errors.push({
        file: label,
        error: new CastsError(
          "EVAL_INVALID",
          `${label}: no built-in role '${role}' (a file here is named after the role it tests; directory roles keep theirs in roles/<Folder>/${DIRECTORY_EVALS_FILE})`,
          { details: { path: label } },
        ),
      });
      continue;
    }
    add(loadOne(path.join(evalsDir, entry), label, role, "built-in", directoryNames));
  }

  for (const role of [...directory].sort(compareDirectoryRoles)) {
    const place = fixtureFile(root, role.name, role);
    if (place === null || !existsSync(place.file)) continue;
    add(loadOne(place.file, place.label, role.name, "directory", directoryNames));
  }
  return { roles, errors };
}

/** One role's fixtures from a load, or an empty list. */
export function fixturesFor(load: EvalLoad, role: string): readonly EvalFixture[] {
  return load.roles.find((entry) => entry.role === role)?.fixtures ?? [];
}

/**
 * The fewest fixtures each built-in role must have (issue 23: 120+ across the 40 roles), and each
 * directory role that has an evals.yaml.
 */
export const MIN_FIXTURES_PER_ROLE = 3;

/**
 * What the content check reports about a load: every file that did not load, every built-in role
 * with fewer than MIN_FIXTURES_PER_ROLE fixtures, every built-in role none of whose fixtures
 * expects or forbids an escalation, and every directory role's file with fewer than
 * MIN_FIXTURES_PER_ROLE fixtures (a directory role may have none; it cannot escalate).
 */
export function evalContentProblems(load: EvalLoad, builtInRoles: readonly string[] = listRoles()): string[] {
  const problems = load.errors.map(({ error }) => error.message);
  const tooFew = (file: string, count: number) =>
    `${file}: ${count} fixture(s), at least ${MIN_FIXTURES_PER_ROLE} needed`;
  for (const role of builtInRoles) {
    const fixtures = fixturesFor(load, role);
    if (fixtures.length < MIN_FIXTURES_PER_ROLE)
      problems.push(tooFew(`${EVALS_DIR}/${role}.yaml`, fixtures.length));
    else if (!fixtures.some((fixture) => fixture.expect.escalation !== undefined || fixture.expect.urgency))
      problems.push(`${EVALS_DIR}/${role}.yaml: no fixture expects or forbids an escalation`);
  }
  for (const entry of load.roles) {
    if (entry.kind === "directory" && entry.fixtures.length < MIN_FIXTURES_PER_ROLE)
      problems.push(tooFew(entry.file, entry.fixtures.length));
  }
  return problems;
}

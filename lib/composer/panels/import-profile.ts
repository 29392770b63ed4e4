// Loaded with import() only when someone imports a profile: it pulls in the YAML parser and zod.
import {
  assertInputSize,
  isCastsError,
  listModes,
  listRoles,
  Profile,
  readProfileFields,
  roleFromCatalog,
} from "@/lib/casts";
import { readChosenFile } from "@/lib/site/browser/read-chosen-file";
import { closestEntries } from "@/lib/site/browser/suggest";

import type { ComposeQuery } from "../compose-query";

export type ProfileImportResult =
  | { readonly ok: true; readonly query: ComposeQuery; readonly profileName: string }
  | {
      readonly ok: false;
      readonly code: string;
      readonly message: string;
      readonly line: number | null;
      readonly column: number | null;
      /** For a MODE_CONFLICT: the composition as written, so it can be opened and fixed. */
      readonly conflictQuery: ComposeQuery | null;
    };

/** A role outside the built-in catalog (a directory role) that an imported profile may name. */
export interface ExtraRole {
  readonly name: string;
  readonly description: string;
}

/** Where the composer gets the directory roles a profile may name: loaded on demand, so a promise. */
export type ExtraRolesSource = () => Promise<readonly ExtraRole[]>;

const asQuery = (role: string, modes: readonly string[], name: string | null): ComposeQuery => ({
  role,
  modes,
  name: name === null || name === role ? "" : name,
});

/** Parses profile YAML with the library; errors keep the library's code, message and position. */
export function importProfileYaml(
  text: string,
  label: string,
  extraRoles: readonly ExtraRole[] = [],
): ProfileImportResult {
  try {
    assertInputSize(text, label);
    const resolveRole = (name: string) => {
      const extra = extraRoles.find((role) => role.name === name);
      // Only the name matters for the composition the import opens; the body is fetched with the role.
      return extra && roleFromCatalog({ name: extra.name, description: extra.description, body: "" });
    };
    const profile = Profile.fromYaml(text, { label, resolveRole });
    return {
      ok: true,
      query: asQuery(
        profile.role.name,
        profile.modes.map((mode) => mode.name),
        profile.name,
      ),
      profileName: profile.name,
    };
  } catch (error) {
    if (!isCastsError(error)) throw error;
    let conflictQuery: ComposeQuery | null = null;
    if (error.code === "MODE_CONFLICT") {
      const fields = readProfileFields(text, label);
      conflictQuery = asQuery(fields.role, fields.modes, fields.name);
    }
    const { line = null, column = null } = error.details;
    const message = withSuggestion(error.code, error.message, extraRoles);
    return { ok: false, code: error.code, message, line, column, conflictQuery };
  }
}

/**
 * "Did you mean 'critic'?" for an unknown role or mode, as the CLI says it, instead of every name the
 * catalog has; the message unchanged when no name is close.
 */
function withSuggestion(code: string, message: string, extraRoles: readonly ExtraRole[]): string {
  if (code !== "UNKNOWN_ROLE" && code !== "UNKNOWN_MODE") return message;
  const wanted = /'([^']*)'/.exec(message)?.[1];
  if (wanted === undefined) return message;
  const pool =
    code === "UNKNOWN_ROLE" ? [...listRoles(), ...extraRoles.map((role) => role.name)] : listModes();
  const [best] = closestEntries(
    wanted,
    pool.map((name) => ({ name, title: name })),
    1,
  );
  // `Unknown role: 'critc'. Available: analyst, …` → `Unknown role: 'critc'. Did you mean 'critic'?`
  return best && /Available: /.test(message)
    ? message.replace(/Available: [\s\S]*$/, `Did you mean '${best.name}'?`)
    : message;
}

/** Reads a chosen file's text, refusing an oversized, non-UTF-8 or binary one before anything parses it. */
export async function readProfileFile(
  file: File,
): Promise<
  { readonly ok: true; readonly text: string } | { readonly ok: false; readonly result: ProfileImportResult }
> {
  const refuse = (code: string, message: string) => ({
    ok: false as const,
    result: { ok: false as const, code, message, line: null, column: null, conflictQuery: null },
  });
  const read = await readChosenFile(file);
  if (!read.ok) return refuse(read.code, read.message);
  const { text } = read;
  if (text.includes("\u0000"))
    return refuse("YAML_INVALID", `${file.name}: not a text file (it contains NUL bytes)`);
  return { ok: true, text };
}

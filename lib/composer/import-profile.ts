// Loaded with import() only when someone imports a profile: it pulls in the YAML parser and zod.
import { isCastsError, MAX_INPUT_BYTES, Profile, readProfileFields, Role } from "@/lib/casts";
import { tooLargeMessage } from "@/lib/casts/limits";

import type { ComposeQuery } from "./types";

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

/** Parses profile YAML with the library; errors keep the library's code and message, plus a position. */
/** A role outside the built-in catalog (a directory role) that an imported profile may name. */
export interface ExtraRole {
  readonly name: string;
  readonly description: string;
  readonly body: string;
}

export function importProfileYaml(text: string, label: string, extraRoles: readonly ExtraRole[] = []): ProfileImportResult {
  try {
    const resolveRole = (name: string) => {
      const extra = extraRoles.find((role) => role.name === name);
      return extra && new Role({ name: extra.name, description: extra.description, body: extra.body });
    };
    const profile = Profile.fromYaml(text, { label, resolveRole });
    const name = profile.name === profile.role.name ? "" : profile.name;
    return { ok: true, query: { role: profile.role.name, modes: profile.modes.map((mode) => mode.name), name }, profileName: profile.name };
  } catch (error) {
    if (!isCastsError(error)) throw error;
    // The library names the place in details; no message text is parsed.
    const position = error.details;
    let conflictQuery: ComposeQuery | null = null;
    if (error.code === "MODE_CONFLICT") {
      const fields = readProfileFields(text, label);
      conflictQuery = { role: fields.role, modes: fields.modes, name: fields.name === null || fields.name === fields.role ? "" : fields.name };
    }
    return { ok: false, code: error.code, message: error.message, line: position.line ?? null, column: position.column ?? null, conflictQuery };
  }
}

/** Reads a chosen file (refusing oversized or binary ones before parsing) and imports it. */
export async function importProfileFile(file: File, extraRoles: readonly ExtraRole[] = []): Promise<ProfileImportResult> {
  const refuse = (code: string, message: string): ProfileImportResult => ({ ok: false, code, message, line: null, column: null, conflictQuery: null });
  if (file.size > MAX_INPUT_BYTES) {
    return refuse("INPUT_TOO_LARGE", `${file.name}: ${tooLargeMessage(file.size, MAX_INPUT_BYTES, "file")}`);
  }
  const text = await file.text();
  if (text.includes("\u0000")) return refuse("YAML_INVALID", `${file.name}: not a text file (it contains NUL bytes)`);
  return importProfileYaml(text, file.name, extraRoles);
}

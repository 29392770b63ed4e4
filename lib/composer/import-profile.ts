// Loaded with import() only when someone imports a profile: it pulls in the YAML parser and zod.
import { isCastsError, MAX_INPUT_BYTES, Profile, readProfileFields, Role } from "@/lib/casts";
import { isScalar, isSeq, parseDocument, type Node } from "yaml";

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

interface Position {
  readonly line: number;
  readonly column: number;
}

function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  return { line: before.split("\n").length, column: offset - before.lastIndexOf("\n") };
}

// Where the offending name sits, for errors the library reports without a position.
function locateName(text: string, key: "role" | "modes", name: string, after?: string): Position | null {
  const node = parseDocument(text, { logLevel: "silent" }).get(key, true) as Node | undefined;
  const sourceText = (item: unknown) => (isScalar(item) ? (item.source ?? String(item.value)) : null);
  let target: Node | undefined;
  if (key === "role") target = isScalar(node) ? node : undefined;
  else if (isSeq(node)) {
    const items = node.items;
    const from = after === undefined ? 0 : items.findIndex((item) => sourceText(item) === after) + 1;
    target = items.slice(from).find((item): item is Node => sourceText(item) === name) ?? undefined;
  }
  return target?.range ? positionAt(text, target.range[0]) : null;
}

function errorPosition(text: string, code: string, message: string): Position | null {
  const stated = /at line (\d+), column (\d+)/.exec(message);
  if (stated) return { line: Number(stated[1]), column: Number(stated[2]) };
  const unknown = /^Unknown (role|mode): '(.*)'\. Available:/s.exec(message);
  if (unknown?.[1] && unknown[2] !== undefined) return locateName(text, unknown[1] === "role" ? "role" : "modes", unknown[2]);
  const conflict = /^Mode conflict: '(.*)' vs '(.*)'$/s.exec(message);
  if (code === "MODE_CONFLICT" && conflict?.[1] !== undefined) return locateName(text, "modes", conflict[1], conflict[2]);
  return null;
}

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
    const position = errorPosition(text, error.code, error.message);
    let conflictQuery: ComposeQuery | null = null;
    if (error.code === "MODE_CONFLICT") {
      const fields = readProfileFields(text, label);
      conflictQuery = { role: fields.role, modes: fields.modes, name: fields.name === null || fields.name === fields.role ? "" : fields.name };
    }
    return { ok: false, code: error.code, message: error.message, line: position?.line ?? null, column: position?.column ?? null, conflictQuery };
  }
}

/** Reads a chosen file (refusing oversized or binary ones before parsing) and imports it. */
export async function importProfileFile(file: File, extraRoles: readonly ExtraRole[] = []): Promise<ProfileImportResult> {
  const refuse = (code: string, message: string): ProfileImportResult => ({ ok: false, code, message, line: null, column: null, conflictQuery: null });
  if (file.size > MAX_INPUT_BYTES) {
    return refuse("INPUT_TOO_LARGE", `${file.name}: file is ${file.size.toLocaleString("en-US")} bytes, over the 1 MiB (1,048,576 bytes) limit`);
  }
  const text = await file.text();
  if (text.includes("\u0000")) return refuse("YAML_INVALID", `${file.name}: not a text file (it contains NUL bytes)`);
  return importProfileYaml(text, file.name, extraRoles);
}

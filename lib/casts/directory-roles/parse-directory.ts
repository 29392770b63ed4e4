import { MAX_CONFIG_JSON_BYTES, MAX_INPUT_BYTES, tooLargeMessage } from "../core/limits";
import { parseDirectoryRoleConfig, type DirectoryRoleConfig, type DirectoryRoleConfigText } from "./config";
import { defineDirectoryRole, nameFromDirectory, type DirectoryRole } from "./directory-role";
import { parseStrictJson } from "../strict-json";
import { decodeUtf8 } from "./utf8";

/** The files a role directory may hold; anything else is ignored with a note. */
export const ROLE_FILES = Object.freeze(["description.md", "system_prompt.md", "config.json"] as const);
export type RoleFileName = (typeof ROLE_FILES)[number];
/** Files beside a role that extensions read (eval fixtures, search keywords), not the role itself: no note. */
export const ROLE_EXTENSION_FILES = Object.freeze(["evals.yaml", "keywords.txt"] as const);

/** One role file as the loader found it: its bytes, or why they could not be read. */
export type RoleFile =
  | { readonly kind: "bytes"; readonly bytes: Uint8Array }
  | { readonly kind: "unreadable"; readonly reason: string }
  | { readonly kind: "oversized"; readonly size: number };

/** What a loader read from one role directory; the parser itself touches no files. */
export interface RoleDirectorySource {
  /** The directory's own name, e.g. `acme.SupportTriage`. */
  readonly directory: string;
  readonly path?: string | null | undefined;
  readonly files: Readonly<Partial<Record<RoleFileName, RoleFile>>>;
  /** Other entries in the directory (dot-files excluded), reported as ignored. */
  readonly otherEntries?: readonly string[] | undefined;
  /** Set when the directory itself could not be listed. */
  readonly unreadable?: string | undefined;
}

/** A directory that did not become a role, with every reason found (`config.json: model: …`). */
export interface SkippedDirectoryRole {
  readonly directory: string;
  /** The name it would have had, or null when the directory name gives none. */
  readonly name: string | null;
  readonly path: string | null;
  readonly reasons: readonly string[];
}

export type RoleDirectoryResult =
  | { readonly ok: true; readonly role: DirectoryRole }
  | { readonly ok: false; readonly skipped: SkippedDirectoryRole };

export function skippedRole(
  source: RoleDirectorySource,
  name: string | null,
  reasons: readonly string[],
): SkippedDirectoryRole {
  return Object.freeze({
    directory: source.directory,
    name,
    path: source.path ?? null,
    reasons: Object.freeze([...reasons]),
  });
}

function readText(
  file: RoleFileName,
  entry: RoleFile,
): { ok: true; text: string } | { ok: false; reason: string } {
  if (entry.kind === "unreadable") return { ok: false, reason: `${file}: cannot be read: ${entry.reason}` };
  const size = entry.kind === "oversized" ? entry.size : entry.bytes.length;
  const limit = file === "config.json" ? MAX_CONFIG_JSON_BYTES : MAX_INPUT_BYTES;
  if (entry.kind === "oversized" || size > limit) {
    return { ok: false, reason: `${file}: ${tooLargeMessage(size, limit, "file")}` };
  }
  const decoded = decodeUtf8(entry.bytes);
  return decoded.ok ? decoded : { ok: false, reason: `${file}: ${decoded.message}` };
}

/** Turns one role directory's files into a DirectoryRole, or the reasons it must be skipped. */
export function parseRoleDirectory(source: RoleDirectorySource): RoleDirectoryResult {
  const named = nameFromDirectory(source.directory);
  if (!named.ok) return { ok: false, skipped: skippedRole(source, null, [named.reason]) };
  if (source.unreadable !== undefined) {
    return {
      ok: false,
      skipped: skippedRole(source, named.name, [`the directory cannot be read: ${source.unreadable}`]),
    };
  }
  const reasons: string[] = [];
  const texts: Partial<Record<RoleFileName, string>> = {};
  for (const file of ROLE_FILES) {
    const entry = source.files[file];
    if (!entry) continue;
    const read = readText(file, entry);
    if (read.ok) texts[file] = read.text;
    else reasons.push(read.reason);
  }
  let configText: DirectoryRoleConfigText = {};
  let settings: DirectoryRoleConfig | undefined;
  let configFailed = source.files["config.json"] !== undefined && texts["config.json"] === undefined;
  if (texts["config.json"] !== undefined) {
    const json = parseStrictJson(texts["config.json"]);
    const parsed = json.ok
      ? parseDirectoryRoleConfig(json.value)
      : { ok: false as const, errors: [json.message] };
    if (parsed.ok) {
      configText = parsed.text;
      settings = parsed.config;
    } else {
      configFailed = true;
      reasons.push(...parsed.errors.map((error) => `config.json: ${error}`));
    }
  }
  const notes: string[] = [];
  const description = pickText(
    texts["description.md"],
    "description.md",
    configText.description,
    "description",
    reasons,
    notes,
  );
  const systemPrompt = pickText(
    texts["system_prompt.md"],
    "system_prompt.md",
    configText.system_prompt,
    "system_prompt",
    reasons,
    notes,
  );
  if (!source.files["description.md"] && configText.description === undefined && !configFailed) {
    reasons.push('description.md: missing (a role needs description.md or a "description" in config.json)');
  }
  for (const entry of source.otherEntries ?? []) {
    if ((ROLE_EXTENSION_FILES as readonly string[]).includes(entry)) continue;
    notes.push(`ignored '${entry}': a role directory uses only ${ROLE_FILES.join(", ")}`);
  }
  if (reasons.length > 0 || description === null)
    return { ok: false, skipped: skippedRole(source, named.name, reasons) };
  const role = defineDirectoryRole({
    name: named.name,
    description: description.trim(),
    systemPrompt,
    config: settings ?? {},
    directory: source.directory,
    path: source.path ?? null,
    notes,
  });
  return { ok: true, role };
}

// Markdown wins over config.json; an empty markdown file is an error, not a fallback to config.json.
function pickText(
  markdown: string | undefined,
  file: RoleFileName,
  fromConfig: string | undefined,
  field: string,
  reasons: string[],
  notes: string[],
): string | null {
  if (markdown !== undefined) {
    if (markdown.trim() === "") {
      reasons.push(`${file}: is empty`);
      return null;
    }
    if (fromConfig !== undefined) notes.push(`config.json "${field}" is not used: ${file} takes precedence`);
    return markdown;
  }
  return fromConfig ?? null;
}

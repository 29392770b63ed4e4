// Import (contract §12): agent definitions in other tools' formats → directory roles (contract §6).
// Browser-safe: no Node APIs; the CLI (`casts import`, cli/commands/import.ts) reads and writes the
// files, and `/open-roles` can call the same functions on dropped files.
//
// API
//   importAgents(files: readonly ImportInput[], options?: ImportOptions): ImportResult
//     files    { path, bytes: Uint8Array | string }[]; `path` is relative and `/`-separated (it picks
//              the format and names agents that have no name); a `.zip` path with bytes is unpacked
//              within ZIP_LIMITS (entry count, total size; symlinks, `..` and absolute names refused).
//     options  { from?: ImportFormatId } reads every text file as that format instead of detecting.
//     result   { roles: ImportedRole[], report: FileReport[] } — never throws for bad input.
//   ImportedRole  { folder, source, sourceName, format, files: { "description.md", "system_prompt.md"?,
//                 "config.json"? } }: write each file under `<roles dir>/<folder>/`. `folder` is the role
//                 name ([a-z0-9-], ≤ 100 chars, no Windows device name, unique ignoring case within one
//                 call); the files load with the directory-role loader (checked before they are returned).
//                 `config.json` holds `model` and `tool_filter` as escaped regular expressions.
//   FileReport    { path, status: "written" | "skipped" | "failed", format, roles: RoleReport[], reason?,
//                 errors: ImportIssue[] }, one per input file (one per zip entry, path `a.zip/<entry>`).
//   RoleReport    { folder, sourceName, mapped: string[], dropped: { field, reason }[], notes: string[] }.
//   ImportIssue   { code: ImportErrorCode, message, details?: { path?, line?, column? } }; codes:
//                 INPUT_TOO_LARGE (a file over 1 MiB, a zip over its limits), YAML_INVALID, TOML_INVALID,
//                 FORMAT_INVALID, NOT_UTF8, ZIP_INVALID, UNSAFE_PATH; the CLI adds
//                 ROLE_EXISTS, WRITE_FAILED and FILE_UNREADABLE.
//   IMPORT_FORMATS / ImportFormatId / isImportFormat: the format ids (`--from` values).
//   FORMAT_READERS: each format's reader { id, label, docs, matchesPath, read }.
//   detectFormat(path, text, from?): the reader for one file, or why it is skipped.
//   escapeRegex(text), roleFolderName(name): the escaping and naming importAgents uses.
//   summarizeImport(result): counts { written, skipped, failed, roles } for a status line.
//   zipImportedRoles(roles, folder = "roles"): Uint8Array, a zip of `<folder>/<role>/<file>` (the
//                 "Download as roles folder" of /open-roles; unpacked, it loads with CASTS_ROLES_DIR).
export { importAgents } from "./import-agents";
export { detectFormat } from "./detect";
export type { Detection } from "./detect";
export { FORMAT_READERS } from "./readers";
export { escapeRegex, roleFolderName } from "./role-files";
export { ZIP_LIMITS } from "./zip";
export { zipImportedRoles } from "./zip-roles";
export { summarizeImport } from "./summary";
export type { ImportSummary } from "./summary";
export { IMPORT_FORMATS, isImportFormat } from "./types";
export type {
  DroppedField,
  FileReport,
  FormatReader,
  ImportedRole,
  ImportErrorCode,
  ImportFormatId,
  ImportInput,
  ImportIssue,
  ImportOptions,
  ImportResult,
  ImportStatus,
  ReadAgent,
  RoleReport,
} from "./types";

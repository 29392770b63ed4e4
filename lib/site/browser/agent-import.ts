// /open-roles' import of other tools' agent files (contract §12), the parts the page needs before
// the importer loads: whether what the reader picked is already a roles folder, which picked files
// are read (a folder as `casts import <folder>` walks it, with its limit), the report's rows (failed
// first, capped) and its status line, and the imported roles as the sources the folder parser reads.
// Types only from the importer (lib/casts/import), which loads with import().
import type { RoleDirectorySource } from "@/lib/casts/directory-roles/index";
import type { FileReport, ImportedRole, ImportResult } from "@/lib/casts/import/index";
import { folderTooLarge, MAX_FOLDER_FILES, NEVER_ENTERED } from "@/lib/casts/import/folder-limit";
import { summarizeImport } from "@/lib/casts/import/summary";

/** The report's rows shown at once; the rest are counted ("…and N more"). */
export const REPORT_ROWS_SHOWN = 100;

const ROLE_FILE = /^[^/.][^/]*\/(description\.md|system_prompt\.md|config\.json)$/;

/**
 * Whether picked paths (inside the picked folder) are a roles folder: one of them is a role file one
 * folder down (`Triage/description.md`). Anything else is imported as agent files.
 */
export function isRoleFolder(paths: readonly string[]): boolean {
  return paths.some((path) => ROLE_FILE.test(path));
}

/** Code point order (the CLI's compareCodePoints), segment by segment: a folder's walk order. */
function compareWalk(a: readonly string[], b: readonly string[]): number {
  for (let index = 0; index < Math.min(a.length, b.length); index += 1) {
    const left = Array.from(a[index] ?? "");
    const right = Array.from(b[index] ?? "");
    for (let at = 0; at < Math.min(left.length, right.length); at += 1) {
      const difference = (left[at]?.codePointAt(0) ?? 0) - (right[at]?.codePointAt(0) ?? 0);
      if (difference !== 0) return difference;
    }
    if (left.length !== right.length) return left.length - right.length;
  }
  return a.length - b.length;
}

/**
 * The picked or dropped files `casts import` would read given the same files and folders. `folders`
 * names each folder picked or dropped (its files' paths start with `<folder>/`): it is walked as the
 * CLI walks one, in name order, `.git` and `node_modules` never entered, at most MAX_FOLDER_FILES
 * files, past which the rest are not read and `problems` holds the CLI's failed entry naming it.
 * Files outside every folder are kept as they are, in their order.
 */
export function folderLimitedFiles<T extends { readonly path: string }>(
  files: readonly T[],
  folders: readonly string[],
): { readonly files: T[]; readonly problems: FileReport[] } {
  const byFolder = new Map(folders.map((folder) => [folder, [] as { file: T; parts: string[] }[]]));
  const kept: T[] = [];
  for (const file of files) {
    const parts = file.path.split("/");
    const inside = parts.length > 1 ? byFolder.get(parts[0] ?? "") : undefined;
    if (inside === undefined) kept.push(file);
    else if (!parts.slice(1, -1).some((part) => NEVER_ENTERED.has(part))) inside.push({ file, parts });
  }
  const problems: FileReport[] = [];
  for (const [folder, inside] of byFolder) {
    inside.sort((a, b) => compareWalk(a.parts, b.parts));
    if (inside.length > MAX_FOLDER_FILES) problems.push(folderTooLarge(folder));
    kept.push(...inside.slice(0, MAX_FOLDER_FILES).map(({ file }) => file));
  }
  return { files: kept, problems };
}

const STATUS_ORDER: Readonly<Record<FileReport["status"], number>> = { failed: 0, written: 1, skipped: 2 };

/** The report, failed files first, then written, then skipped (each in the order read); capped. */
export function reportRows(
  report: readonly FileReport[],
  shown = REPORT_ROWS_SHOWN,
): { readonly rows: readonly FileReport[]; readonly more: number } {
  const sorted = [...report].sort((a, b) => STATUS_ORDER[a.status] - STATUS_ORDER[b.status]);
  return { rows: sorted.slice(0, shown), more: Math.max(0, sorted.length - shown) };
}

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** One line for the page's status: roles made, and files read, skipped and failed. */
export function importStatusLine(result: ImportResult): string {
  if (result.report.length === 0) return "No files to import: pick agent files, a folder or a zip.";
  const { roles, written, skipped, failed } = summarizeImport(result);
  const made =
    roles === 0 ? "No role imported" : `Imported ${count(roles, "role")} from ${count(written, "file")}`;
  return `${made} · ${skipped} skipped · ${failed} failed`;
}

const encoder = new TextEncoder();

/** The imported roles as the folder parser's input, as if `casts import` had written them to a folder. */
export function importedRoleSources(roles: readonly ImportedRole[]): RoleDirectorySource[] {
  return roles.map((role) => ({
    directory: role.folder,
    path: null,
    files: Object.fromEntries(
      Object.entries(role.files).map(([name, text]) => [
        name,
        { kind: "bytes", bytes: encoder.encode(text) },
      ]),
    ),
  }));
}

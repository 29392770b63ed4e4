// A roles folder picked or dropped in the browser → the same RoleDirectorySource values the Node
// loader produces, so parseRoleDirectory / collectDirectoryRoles see identical input, and the roles
// parsed from it with where each value came from. No Node, no DOM: it runs on the page or in a worker.
import type {
  DirectoryRole,
  DirectoryRoleLoad,
  RoleDirectorySource,
  RoleFile,
  RoleFileName,
  SkippedDirectoryRole,
} from "@/lib/casts/directory-roles/index";
import { collectDirectoryRoles, ROLE_FILES } from "@/lib/casts/directory-roles/index";
import { valueSourcesOf, type EffectiveField } from "@/lib/casts/directory-roles/value-sources";
import { MAX_INPUT_BYTES } from "@/lib/casts/safe-yaml";

/**
 * One file of the picked folder, by its path inside the folder (`Triage/config.json`): the File itself
 * (`blob`), or its size and a reader (bytes the page already holds). A File's size is not looked at
 * where it is picked: on the page, File.size looks at the disk while the page waits (10,002 files: 3 s),
 * so it is read with the bytes, in a worker when there is one.
 */
export type PickedFile =
  | { readonly path: string; readonly blob: Blob }
  | { readonly path: string; readonly size: number; readonly read: () => Promise<Uint8Array> };

/** A picked file as posted to a worker: the File itself, whose size and bytes the worker reads. */
export type PostedFile = Extract<PickedFile, { readonly blob: Blob }>;

const isPosted = (file: PickedFile): file is PostedFile => "blob" in file;

/** The files as posted to a worker, when every one is a File (null otherwise). */
export function postedFiles(files: readonly PickedFile[]): PostedFile[] | null {
  return files.every(isPosted) ? files.map(({ path, blob }) => ({ path, blob })) : null;
}

/** The picked file's size in bytes. */
export function pickedSize(file: PickedFile): number {
  return "blob" in file ? file.blob.size : file.size;
}

/** The picked file's bytes. */
export async function pickedBytes(file: PickedFile): Promise<Uint8Array> {
  return "blob" in file ? new Uint8Array(await file.blob.arrayBuffer()) : file.read();
}

/** Role files whose reads are started together: a few at a time, so no one task starts thousands. */
const READ_BATCH = 32;

/**
 * Groups files by role directory (the first path segment below the folder). A role file over the
 * 1 MiB limit is not read (`oversized`), like the Node loader; dot-files and dot-directories are
 * skipped; anything else in a role directory, files or subdirectories, is an other entry.
 */
export async function sourcesFromFiles(files: readonly PickedFile[]): Promise<RoleDirectorySource[]> {
  const byDirectory = new Map<
    string,
    { files: Partial<Record<RoleFileName, RoleFile>>; other: Set<string> }
  >();
  const toRead: { file: PickedFile; name: RoleFileName; files: Partial<Record<RoleFileName, RoleFile>> }[] =
    [];
  for (const file of files) {
    const parts = file.path.split("/").filter(Boolean);
    const [directory, entry] = parts;
    if (parts.length < 2 || directory === undefined || entry === undefined) continue;
    if (directory.startsWith(".") || entry.startsWith(".")) continue;
    const group = byDirectory.get(directory) ?? { files: {}, other: new Set<string>() };
    byDirectory.set(directory, group);
    if (parts.length === 2 && (ROLE_FILES as readonly string[]).includes(entry)) {
      const name = entry as RoleFileName;
      const size = pickedSize(file);
      if (size > MAX_INPUT_BYTES) group.files[name] = { kind: "oversized", size };
      else toRead.push({ file, name, files: group.files });
    } else {
      group.other.add(entry);
    }
  }
  for (let at = 0; at < toRead.length; at += READ_BATCH) {
    const batch = toRead.slice(at, at + READ_BATCH);
    const read = await Promise.all(batch.map(({ file }) => pickedBytes(file)));
    batch.forEach(({ name, files: into }, index) => {
      const bytes = read[index];
      if (bytes !== undefined) into[name] = { kind: "bytes", bytes };
    });
  }
  return [...byDirectory.entries()].map(([directory, group]) => ({
    directory,
    path: null,
    files: group.files,
    otherEntries: [...group.other].sort(),
  }));
}

/** A role read from a folder, with where each of its values came from. */
export interface FolderRole {
  readonly role: DirectoryRole;
  readonly fields: readonly EffectiveField[];
}

/** The roles a folder gave and the folders skipped, as the page shows them. */
export interface FolderRoles {
  readonly loaded: readonly FolderRole[];
  readonly skipped: readonly SkippedDirectoryRole[];
}

/**
 * The parser's load with each role's value sources beside it: the parser records them against the
 * role object, which a worker's answer (a copy) would not find.
 */
export function withValueSources({ loaded, skipped }: DirectoryRoleLoad): FolderRoles {
  return { loaded: loaded.map((role) => ({ role, fields: valueSourcesOf(role) })), skipped };
}

/** Reads the picked roles folder and parses it with the build's parser. */
export async function readRolesFolder(files: readonly PickedFile[]): Promise<FolderRoles> {
  return withValueSources(collectDirectoryRoles(await sourcesFromFiles(files)));
}

/** Paths from `<input webkitdirectory>` start with the picked folder's name; drop it. */
export function pathInsideFolder(relativePath: string): string {
  const slash = relativePath.indexOf("/");
  return slash === -1 ? relativePath : relativePath.slice(slash + 1);
}

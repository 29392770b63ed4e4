// A roles folder picked or dropped in the browser → the same RoleDirectorySource values the Node
// loader produces, so parseRoleDirectory / collectDirectoryRoles see identical input. No Node, no DOM.
import type { RoleDirectorySource, RoleFile, RoleFileName } from "@/lib/casts/directory-roles/index";
import { ROLE_FILES } from "@/lib/casts/directory-roles/index";
import { MAX_INPUT_BYTES } from "@/lib/casts/safe-yaml";

/** One file of the picked folder: its path inside the folder (`Triage/config.json`) and its bytes. */
export interface PickedFile {
  readonly path: string;
  readonly size: number;
  readonly read: () => Promise<Uint8Array>;
  /** The File itself, when there is one: the importer's worker reads it there, off the page's thread. */
  readonly blob?: Blob;
}

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
  for (const file of files) {
    const parts = file.path.split("/").filter(Boolean);
    const [directory, entry] = parts;
    if (parts.length < 2 || directory === undefined || entry === undefined) continue;
    if (directory.startsWith(".") || entry.startsWith(".")) continue;
    const group = byDirectory.get(directory) ?? { files: {}, other: new Set<string>() };
    byDirectory.set(directory, group);
    if (parts.length === 2 && (ROLE_FILES as readonly string[]).includes(entry)) {
      const name = entry as RoleFileName;
      group.files[name] =
        file.size > MAX_INPUT_BYTES
          ? { kind: "oversized", size: file.size }
          : { kind: "bytes", bytes: await file.read() };
    } else {
      group.other.add(entry);
    }
  }
  return [...byDirectory.entries()].map(([directory, group]) => ({
    directory,
    path: null,
    files: group.files,
    otherEntries: [...group.other].sort(),
  }));
}

/** Paths from `<input webkitdirectory>` start with the picked folder's name; drop it. */
export function pathInsideFolder(relativePath: string): string {
  const slash = relativePath.indexOf("/");
  return slash === -1 ? relativePath : relativePath.slice(slash + 1);
}

// Small file-reading pieces the Node loaders share: a file's bytes from an open descriptor, and a
// system error in words.
import { readSync } from "node:fs";

/** Up to `size` bytes of an open file from its start (fewer when it shrank meanwhile). */
export function readOpenFile(fd: number, size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  let read = 0;
  while (read < bytes.length) {
    const count = readSync(fd, bytes, read, bytes.length - read, read);
    if (count === 0) break;
    read += count;
  }
  return bytes.subarray(0, read);
}

/** A file-system error in words: the common errno codes by name, else the error's message. */
export function fileErrorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "no such file or directory";
  if (code === "EACCES" || code === "EPERM") return "permission denied";
  if (code === "ELOOP") return "too many levels of symbolic links";
  if (code === "ENOTDIR") return "not a directory";
  if (code === "EEXIST") return "a file is in the way";
  if (code === "ENAMETOOLONG") return "the path is too long";
  return error instanceof Error ? error.message : String(error);
}

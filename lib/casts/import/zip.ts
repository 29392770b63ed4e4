// Unpacks a .zip of agent files within fixed bounds, reading the central directory first: an archive
// with more than ZIP_LIMITS.entries entries, or whose entries declare more than
// ZIP_LIMITS.totalBytes in all, is refused before anything is inflated. An entry is inflated into a
// buffer of its declared size (plus one byte, to catch a stream that lies about it), so a zip bomb
// never grows past the bounds. Entries whose names leave the archive (`..`, absolute paths, drive
// letters, backslashes) and symbolic links are refused. APPNOTE.TXT (PKWARE) describes the layout.
import { inflateSync } from "fflate";

import { MAX_INPUT_BYTES } from "../core/limits";
import type { ImportIssue } from "./types";

export const ZIP_LIMITS = Object.freeze({
  /** Largest archive read, in bytes. */
  archiveBytes: 64 * 1024 * 1024,
  /** Most entries (files and folders) in one archive. */
  entries: 2000,
  /** Most bytes all entries may declare once inflated. */
  totalBytes: 64 * 1024 * 1024,
});

export type ZipEntry =
  | { readonly path: string; readonly kind: "file"; readonly bytes: Uint8Array }
  /** Over the 1 MiB input limit: not inflated (the caller decides whether it is an agent file). */
  | { readonly path: string; readonly kind: "oversized"; readonly size: number }
  | { readonly path: string; readonly kind: "refused"; readonly issue: ImportIssue };

export type ZipResult =
  | { readonly ok: true; readonly entries: readonly ZipEntry[] }
  | { readonly ok: false; readonly issue: ImportIssue };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const UNIX = 3;
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

function fail(code: ImportIssue["code"], message: string): ZipResult {
  return { ok: false, issue: { code, message } };
}

/** Why an entry name is unsafe to use as a path, or null. */
export function unsafeEntryName(name: string): string | null {
  if (name.includes("\\")) return "it uses a backslash";
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name)) return "it is an absolute path";
  if (name.split("/").some((part) => part === "..")) return "it climbs out with '..'";
  if (/[\u0000-\u001f]/.test(name)) return "it holds a control character";
  return null;
}

function findEnd(view: DataView): number {
  const last = view.byteLength - 22;
  for (let at = last; at >= Math.max(0, last - 0xffff); at -= 1) {
    if (view.getUint32(at, true) === EOCD) return at;
  }
  return -1;
}

interface CentralEntry {
  readonly name: string;
  readonly method: number;
  readonly flags: number;
  readonly compressed: number;
  readonly size: number;
  readonly local: number;
  readonly link: boolean;
}

function readCentral(bytes: Uint8Array): CentralEntry[] | ZipResult {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length >= 22 ? findEnd(view) : -1;
  if (end < 0) return fail("ZIP_INVALID", "not a zip archive (no end of central directory)");
  const count = view.getUint16(end + 10, true);
  if (count > ZIP_LIMITS.entries)
    return fail(
      "INPUT_TOO_LARGE",
      `the archive has ${count} entries, over the limit of ${ZIP_LIMITS.entries}`,
    );
  let at = view.getUint32(end + 16, true);
  const entries: CentralEntry[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let total = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL)
      return fail("ZIP_INVALID", `the central directory is damaged at entry ${index + 1}`);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const size = view.getUint32(at + 24, true);
    const compressed = view.getUint32(at + 20, true);
    if (size === 0xffffffff || compressed === 0xffffffff)
      return fail("INPUT_TOO_LARGE", "the archive holds an entry of 4 GiB or more (zip64)");
    const madeBy = view.getUint16(at + 4, true) >> 8;
    const mode = view.getUint32(at + 38, true) >>> 16;
    total += size;
    if (total > ZIP_LIMITS.totalBytes)
      return fail(
        "INPUT_TOO_LARGE",
        `the archive's entries hold more than ${ZIP_LIMITS.totalBytes / (1024 * 1024)} MiB once unpacked`,
      );
    entries.push({
      name: decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength)),
      method: view.getUint16(at + 10, true),
      flags: view.getUint16(at + 8, true),
      compressed,
      size,
      local: view.getUint32(at + 42, true),
      link: madeBy === UNIX && (mode & S_IFMT) === S_IFLNK,
    });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

function inflateEntry(bytes: Uint8Array, entry: CentralEntry): Uint8Array | ImportIssue {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (entry.local + 30 > bytes.length || view.getUint32(entry.local, true) !== LOCAL)
    return { code: "ZIP_INVALID", message: "its local header is damaged" };
  const start =
    entry.local + 30 + view.getUint16(entry.local + 26, true) + view.getUint16(entry.local + 28, true);
  const data = bytes.subarray(start, start + entry.compressed);
  if (data.length < entry.compressed) return { code: "ZIP_INVALID", message: "its data is cut short" };
  if (entry.method === 0)
    return data.length === entry.size ? data : { code: "ZIP_INVALID", message: "its size does not match" };
  if (entry.method !== 8)
    return {
      code: "ZIP_INVALID",
      message: `it is compressed with method ${entry.method} (only stored and deflate are read)`,
    };
  try {
    const out = inflateSync(data, { out: new Uint8Array(entry.size + 1) });
    return out.length === entry.size
      ? out
      : { code: "ZIP_INVALID", message: "it inflates to another size than it declares" };
  } catch (error) {
    return {
      code: "ZIP_INVALID",
      message: `it does not inflate: ${error instanceof Error ? error.message : String(error)}`,
    };
  }
}

/** The archive's files (folders left out), each read or refused with its reason. */
export function readZip(bytes: Uint8Array): ZipResult {
  const central = readCentral(bytes);
  if (!Array.isArray(central)) return central;
  const entries: ZipEntry[] = [];
  for (const entry of central) {
    if (entry.name.endsWith("/")) continue;
    const refuse = (issue: ImportIssue) => entries.push({ path: entry.name, kind: "refused", issue });
    const unsafe = unsafeEntryName(entry.name);
    if (unsafe) refuse({ code: "UNSAFE_PATH", message: `the entry name is refused: ${unsafe}` });
    else if (entry.link)
      refuse({ code: "UNSAFE_PATH", message: "the entry is a symbolic link (never followed)" });
    else if (entry.flags & 1) refuse({ code: "ZIP_INVALID", message: "the entry is encrypted" });
    else if (entry.size > MAX_INPUT_BYTES)
      entries.push({ path: entry.name, kind: "oversized", size: entry.size });
    else {
      const result = inflateEntry(bytes, entry);
      if (result instanceof Uint8Array) entries.push({ path: entry.name, kind: "file", bytes: result });
      else refuse(result);
    }
  }
  return { ok: true, entries };
}

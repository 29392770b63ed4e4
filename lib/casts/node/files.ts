// Node-only file access around the pure parsers in the core: read a text file within the input
// limit, load and save packs and profiles. catalog-source.ts and index.ts both build on it.
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

import { echo } from "../core/echo";
import { CastsError } from "../core/errors";
import { decodeUtf8 } from "../directory-roles/utf8";
import { inputTooLarge, MAX_INPUT_BYTES } from "../core/input-size";
import { Pack, packFromParsedData } from "../pack";
import { Profile, type ComposeOptions } from "../profile";
import { snapshotData } from "./pack-snapshot";
import { fileErrorText } from "./read-fd";

/** The packaged default pack, relative to the project root (the working directory). */
export const DEFAULT_PACK_PATH = path.join("packs", "default.yaml");

/**
 * Text from bytes that must be UTF-8 (a file's or stdin's), a leading BOM dropped. Bytes that are not
 * UTF-8 are refused with their line and column (`NOT_UTF8`): decoding them leniently would turn each into
 * U+FFFD, and a pack, a prompt or a message would go on with text its author never wrote.
 */
export function decodeInputText(bytes: Uint8Array, label: string): string {
  const decoded = decodeUtf8(bytes);
  if (!decoded.ok) {
    const { message, line, column } = decoded;
    throw new CastsError("NOT_UTF8", `${label}: ${message}`, { details: { path: label, line, column } });
  }
  return decoded.text;
}

/**
 * Reads a UTF-8 text file, turning missing, unreadable, oversized or non-UTF-8 files into CastsErrors.
 */
export function readTextFile(file: string): string {
  // A path is quoted whole up to 300 characters; a longer one (a mistake or an attack) is cut, not
  // printed in full, and its control characters are escaped.
  const shown = echo(file, 300);
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile())
      throw new CastsError("FILE_UNREADABLE", `${shown}: not a file`, { details: { path: shown } });
    size = stats.size;
  } catch (error) {
    if (error instanceof CastsError) throw error;
    throw new CastsError("FILE_UNREADABLE", `${shown}: ${systemMessage(error)}`, {
      cause: error,
      details: { path: shown },
    });
  }
  if (size > MAX_INPUT_BYTES) {
    throw inputTooLarge(shown, size, "file");
  }
  let bytes: Uint8Array;
  try {
    bytes = readFileSync(file);
  } catch (error) {
    throw new CastsError("FILE_UNREADABLE", `${shown}: ${systemMessage(error)}`, { cause: error });
  }
  return decodeInputText(bytes, shown);
}

/**
 * `mkdir -p`, a level at a time. Node's recursive mkdirSync never returns where the system answers
 * ENOENT for a folder whose parent exists (any path under /proc: `--out /proc/x` spun a core until
 * killed); made a level at a time, that is an error at once. A file in the way is ENOTDIR.
 */
export function makeDirectory(dir: string): void {
  const missing: string[] = [];
  for (let at = path.resolve(dir); !existsSync(at); at = path.dirname(at)) {
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  for (const folder of missing.reverse()) mkdirSync(folder);
}

/** A file's system error in words: read-fd.ts's, but for the two a single file is named by. */
function systemMessage(error: unknown): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === "ENOENT") return "no such file";
  if (code === "EISDIR") return "is a directory";
  return fileErrorText(error);
}

/** A pack's name when its text gives none: its file's name without the extension. */
export function packStem(file: string): string {
  return path.basename(file).replace(/\.[^.]*$/, "");
}

/**
 * Loads a pack file; a pack without `name` takes the file's stem. A current snapshot of its text beside
 * it (./pack-snapshot: the packaged default pack has one) spares the YAML parse, with the same result.
 */
export function loadPack(file: string): Pack {
  const stem = packStem(file);
  const text = readTextFile(file);
  const snapshot = snapshotData(file, text);
  const options = { name: stem, nameFrom: "the file name", label: file };
  if (snapshot) return packFromParsedData(snapshot.data, text, options);
  return Pack.fromYaml(text, options);
}

export function loadProfile(file: string, options: Pick<ComposeOptions, "resolveRole"> = {}): Profile {
  return Profile.fromYaml(readTextFile(file), { ...options, label: file });
}

export function saveProfile(profile: Profile, file: string): void {
  writeFileSync(file, profile.toYaml(), "utf8");
}

// A Pack is immutable: the same file (path, size, modification time) gives the same Pack, so it
// is parsed once however often the catalog is built.
const packCache = new Map<string, { readonly size: number; readonly mtimeMs: number; readonly pack: Pack }>();

/** Forgets every pack read so far (benchmarks time `buildCatalog()` from the file, scripts/bench/core.ts). */
export function forgetLoadedPacks(): void {
  packCache.clear();
}

function loadPackOnce(file: string): Pack {
  let stats: { size: number; mtimeMs: number } | undefined;
  try {
    stats = statSync(file);
  } catch {
    stats = undefined; // loadPack reports it
  }
  const cached = packCache.get(file);
  if (stats && cached && cached.size === stats.size && cached.mtimeMs === stats.mtimeMs) return cached.pack;
  const pack = loadPack(file);
  if (stats) packCache.set(file, { size: stats.size, mtimeMs: stats.mtimeMs, pack });
  return pack;
}

/** Loads the default pack, or null with a warning when it cannot be read or parsed. */
export function loadDefaultPack(file: string = path.resolve(DEFAULT_PACK_PATH)): Pack | null {
  try {
    return loadPackOnce(file);
  } catch (error) {
    console.warn(`casts: default pack not loaded, every role's config is null: ${(error as Error).message}`);
    return null;
  }
}

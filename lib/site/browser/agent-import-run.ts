// The import itself, loaded with import() when the reader picks or drops files that are not a roles
// folder: it brings the importer (lib/casts/import: the format readers, YAML, TOML, the zip reader,
// ≈ 50 kB gzip). The page imports this module to learn its URL and starts it again as a module
// worker, which reads the picked files (the File objects are posted, not their bytes, a batch at a
// time: posting a File costs the page a look at its size on the disk) and runs
// importAgents off the page's thread, so a folder of thousands of files never stalls the page;
// without workers it reads them on the page a slice at a time, letting the page answer between
// slices, and imports there. It also zips the roles for "Download as roles folder".
import { strToU8, zipSync } from "fflate";

import { MAX_INPUT_BYTES } from "@/lib/casts/core/limits";
import {
  importAgents,
  ZIP_LIMITS,
  type ImportedRole,
  type ImportInput,
  type ImportResult,
} from "@/lib/casts/import/index";
import {
  pickedBytes,
  pickedSize,
  postedFiles,
  type PickedFile,
  type PostedFile,
} from "@/lib/site/browser/folder-sources";
import {
  requestInBatches,
  serveWorkerRequests,
  startWorker,
  type WorkerScope,
} from "@/lib/site/browser/worker-requests";

declare const WorkerGlobalScope: (new () => unknown) | undefined;

/** This module's own URL, for `new Worker(…, { type: "module" })`. */
export const IMPORT_WORKER_URL = import.meta.url;

/** User Timing measure of one import (reading the files aside), read by benchmarks. */
export const IMPORT_MEASURE = "open-roles:import";

/** The folder every entry of the roles zip sits in: unzipped, it is a roles folder (CASTS_ROLES_DIR). */
export const ROLES_ZIP_FOLDER = "roles";

/** How long reading on the page goes on before it lets the page answer (without workers). */
const READ_SLICE_MS = 30;

/** Files whose reads are started together, between two looks at the clock. */
const READ_BATCH = 32;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A file as the importer's input: over its limit (1 MiB, a zip 64 MiB) only its size, unread. */
async function inputOf(file: PickedFile): Promise<ImportInput> {
  const limit = file.path.toLowerCase().endsWith(".zip") ? ZIP_LIMITS.archiveBytes : MAX_INPUT_BYTES;
  const size = pickedSize(file);
  return size > limit
    ? { path: file.path, bytes: new Uint8Array(0), size }
    : { path: file.path, bytes: await pickedBytes(file) };
}

/**
 * The picked files as the importer's input, in their order. A file over its limit is not read: its
 * size goes instead, and the report says INPUT_TOO_LARGE (or "skipped" when it is no agent file).
 * Read a batch at a time; once a slice has taken `sliceMs`, `pause` lets the page answer first.
 */
export async function importInputs(
  files: readonly PickedFile[],
  { sliceMs = READ_SLICE_MS, pause = nextTask }: { sliceMs?: number; pause?: () => Promise<void> } = {},
): Promise<ImportInput[]> {
  const inputs: ImportInput[] = [];
  let sliceStart = performance.now();
  for (let at = 0; at < files.length; at += READ_BATCH) {
    if (at > 0 && performance.now() - sliceStart >= sliceMs) {
      await pause();
      sliceStart = performance.now();
    }
    inputs.push(...(await Promise.all(files.slice(at, at + READ_BATCH).map(inputOf))));
  }
  return inputs;
}

/** Page → import worker: some of the files to read (answered with null), then import all read. */
export type ImportRequest =
  { readonly kind: "read"; readonly files: readonly PostedFile[] } | { readonly kind: "import" };

/** The worker's side: reads each batch of posted files, then imports them all. One import a worker. */
export function importRequestHandler(): (request: ImportRequest) => Promise<ImportResult | null> {
  const inputs: ImportInput[] = [];
  return async (request) => {
    if (request.kind === "import") return importAgents(inputs);
    inputs.push(...(await Promise.all(request.files.map(inputOf))));
    return null;
  };
}

/**
 * Reads the picked files and imports them, in a worker when the browser has them and every file
 * carries its File (on the page, the reading sliced, if the worker cannot start or fails).
 * `onRead` is called once the files are read, before the import itself.
 */
export async function importOffThread(
  files: readonly PickedFile[],
  onRead: () => void = () => {},
): Promise<ImportResult> {
  let started = performance.now();
  let result: ImportResult | null = null;
  const toPost = typeof Worker === "undefined" ? null : postedFiles(files);
  if (toPost !== null) {
    const worker = startWorker<ImportRequest, ImportResult | null>(IMPORT_WORKER_URL, "open-roles-import");
    try {
      await requestInBatches(worker, toPost, (files) => ({ kind: "read" as const, files }));
      onRead();
      started = performance.now();
      result = await worker.request({ kind: "import" });
    } catch {
      result = null;
    } finally {
      worker.stop();
    }
  }
  if (result === null) {
    const inputs = await importInputs(files);
    onRead();
    started = performance.now();
    result = importAgents(inputs);
  }
  performance.measure(IMPORT_MEASURE, {
    start: started,
    end: performance.now(),
    detail: { files: files.length },
  });
  return result;
}

/** The imported roles as `casts import` writes them, under one top folder, zipped. */
export function rolesFolderZip(roles: readonly ImportedRole[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const role of roles)
    for (const [name, text] of Object.entries(role.files))
      entries[`${ROLES_ZIP_FOLDER}/${role.folder}/${name}`] = strToU8(text);
  return zipSync(entries, { level: 6, mtime: new Date("2026-01-01T00:00:00Z") });
}

if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope)
  serveWorkerRequests(
    globalThis as unknown as WorkerScope<ImportRequest, ImportResult | null>,
    importRequestHandler(),
  );

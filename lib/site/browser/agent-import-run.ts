// The import itself, loaded with import() when the reader picks or drops files that are not a roles
// folder: it brings the importer (lib/casts/import: the format readers, YAML, TOML, the zip reader,
// ≈ 50 kB gzip). The page imports this module to learn its URL and starts it again as a module
// worker, which runs importAgents off the page's thread (a folder of hundreds of agents never stalls
// the page); without workers it runs on the page. It also zips the roles for "Download as roles folder".
import { strToU8, zipSync } from "fflate";

import { MAX_INPUT_BYTES } from "@/lib/casts/core/limits";
import {
  importAgents,
  ZIP_LIMITS,
  type ImportedRole,
  type ImportInput,
  type ImportResult,
} from "@/lib/casts/import/index";
import type { PickedFile } from "@/lib/site/browser/folder-sources";
import { serveWorkerRequests, startWorker, type WorkerScope } from "@/lib/site/browser/worker-requests";

declare const WorkerGlobalScope: (new () => unknown) | undefined;

/** This module's own URL, for `new Worker(…, { type: "module" })`. */
export const IMPORT_WORKER_URL = import.meta.url;

/** User Timing measure of one import (reading the files aside), read by benchmarks. */
export const IMPORT_MEASURE = "open-roles:import";

/** The folder every entry of the roles zip sits in: unzipped, it is a roles folder (CASTS_ROLES_DIR). */
export const ROLES_ZIP_FOLDER = "roles";

/**
 * The picked files as the importer's input. A file over its limit (1 MiB, a zip 64 MiB) is not read:
 * its size goes instead, and the report says INPUT_TOO_LARGE (or "skipped" when it is no agent file).
 */
export async function importInputs(files: readonly PickedFile[]): Promise<ImportInput[]> {
  return Promise.all(
    files.map(async (file): Promise<ImportInput> => {
      const limit = file.path.toLowerCase().endsWith(".zip") ? ZIP_LIMITS.archiveBytes : MAX_INPUT_BYTES;
      return file.size > limit
        ? { path: file.path, bytes: new Uint8Array(0), size: file.size }
        : { path: file.path, bytes: await file.read() };
    }),
  );
}

async function importInWorker(inputs: readonly ImportInput[]): Promise<ImportResult> {
  const worker = startWorker<readonly ImportInput[], ImportResult>(IMPORT_WORKER_URL, "open-roles-import");
  try {
    return await worker.request(inputs);
  } finally {
    worker.stop();
  }
}

/** importAgents in a worker when the browser has them (on the page if the worker cannot start). */
export async function importOffThread(inputs: readonly ImportInput[]): Promise<ImportResult> {
  const started = performance.now();
  let result: ImportResult;
  try {
    if (typeof Worker === "undefined") throw new Error("no workers");
    result = await importInWorker(inputs);
  } catch {
    result = importAgents(inputs);
  }
  performance.measure(IMPORT_MEASURE, {
    start: started,
    end: performance.now(),
    detail: { files: inputs.length },
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
    globalThis as unknown as WorkerScope<readonly ImportInput[], ImportResult>,
    importAgents,
  );

// Opening a roles folder on /open-roles off the page's thread. The page loads this module with import()
// to learn its URL and starts it again as a module worker; the picked File objects are posted (not
// their bytes), a batch at a time, and the worker looks up their sizes, reads them, groups them by
// role directory and parses them with the build's parser (folder-sources.ts), then posts the roles
// back. On the page, File.size and File.arrayBuffer() look at the disk while the page waits (a
// 10,002-file folder: 3.1 s and 2.5 s, the sizes in one task). Without workers, or when the worker
// fails, the folder is read and parsed on the page. Loaded only with import(): its code is a chunk of
// its own, which the worker runs.
import {
  requestInBatches,
  serveWorkerRequests,
  startWorker,
  type WorkerScope,
} from "@/lib/site/browser/worker-requests";

import {
  postedFiles,
  readRolesFolder,
  type FolderRoles,
  type PickedFile,
  type PostedFile,
} from "./folder-sources";

declare const WorkerGlobalScope: (new () => unknown) | undefined;

/** This module's own URL, for `new Worker(…, { type: "module" })`. */
export const FOLDER_WORKER_URL = import.meta.url;

/** Page → folder worker: some of the folder's files (answered with null), then "read" for its roles. */
export type FolderRequest =
  { readonly kind: "files"; readonly files: readonly PostedFile[] } | { readonly kind: "read" };

/** The worker's side: keeps the posted files, then reads and parses them all. One folder a worker. */
export function folderRequestHandler(): (request: FolderRequest) => Promise<FolderRoles | null> {
  const files: PostedFile[] = [];
  return async (request) => {
    if (request.kind === "files") {
      files.push(...request.files);
      return null;
    }
    return readRolesFolder(files);
  };
}

/**
 * Reads and parses the picked roles folder: in a worker when the browser has them and every file
 * carries its File, on the page otherwise (or after the worker failed).
 */
export async function readRolesFolderOffThread(files: readonly PickedFile[]): Promise<FolderRoles> {
  const toPost = typeof Worker === "undefined" ? null : postedFiles(files);
  if (toPost !== null) {
    const worker = startWorker<FolderRequest, FolderRoles | null>(FOLDER_WORKER_URL, "open-roles-folder");
    try {
      await requestInBatches(worker, toPost, (files) => ({ kind: "files" as const, files }));
      const roles = await worker.request({ kind: "read" });
      if (roles !== null) return roles;
    } catch {
      // Read on the page below: slower for the page, but the folder still opens.
    } finally {
      worker.stop();
    }
  }
  return readRolesFolder(files);
}

if (typeof WorkerGlobalScope !== "undefined" && globalThis instanceof WorkerGlobalScope)
  serveWorkerRequests(
    globalThis as unknown as WorkerScope<FolderRequest, FolderRoles | null>,
    folderRequestHandler(),
  );

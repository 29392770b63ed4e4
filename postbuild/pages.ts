// The page rewrites of postbuild/main.ts (postbuild/html.ts), spread over worker threads:
// at thousands of directory roles they are most of postbuild's time, and each page is independent.
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";

import { PostbuildError, rewritePage, type PageOptions } from "./html";

export interface RewrittenPage {
  readonly file: string;
  readonly islands: readonly string[];
  readonly references: readonly string[];
}

/** Pages of the export `out` (paths in it) to rewrite in place with `options`. */
export interface PageJob {
  readonly out: string;
  readonly files: readonly string[];
  readonly options: PageOptions;
}

/** Rewrites each page in place; returns what each declares and references. Throws PostbuildError. */
export function rewritePages({ out, files, options }: PageJob): RewrittenPage[] {
  return files.map((file) => {
    const full = path.join(out, file);
    const page = rewritePage(readFileSync(full, "utf8"), file, options);
    writeFileSync(full, page.html);
    return { file, islands: page.islands, references: page.references };
  });
}

/**
 * Set by build/steps-bundle.mjs in the build steps' bundle: the URL of threads.ts bundled alone.
 * Undefined when the modules run as TypeScript (tests, `npm run postbuild`).
 */
declare const CASTS_THREADS_BUNDLE: string | undefined;

/**
 * A thread running the module at `moduleUrl` (which acts on `data` when it finds it in `workerData`).
 * A thread starts plain Node: tsx's loader is registered there first, for a module that is TypeScript.
 * In `make build` the thread runs the bundle of threads.ts instead, which acts on the same jobs: the
 * steps' own bundle, which `moduleUrl` then names, loads every package of the build, and each thread
 * started on it with tsx spent ~1 s of CPU loading them (tsx's hooks on a thread of their own), on a
 * build that keeps both cores busy.
 */
export function startModuleThread(moduleUrl: string, data: unknown): Worker {
  if (typeof CASTS_THREADS_BUNDLE === "string")
    return new Worker(new URL(CASTS_THREADS_BUNDLE), { workerData: data });
  const boot = `import(${JSON.stringify(import.meta.resolve("tsx/esm/api"))}).then(({ register }) => { register(); return import(${JSON.stringify(moduleUrl)}); });`;
  return new Worker(boot, { eval: true, workerData: data });
}

/** Below this many pages per thread, starting threads costs more than it saves. */
const MIN_PAGES_PER_THREAD = 150;

/**
 * `rewritePages` over up to one thread per core; the results in no set order. `helper`, a thread
 * already running (ahead.ts), takes one share: beside the main thread when there are too few pages to
 * start threads for, else in place of one of them. Should it fail for any reason but a page, its
 * share is rewritten here instead (a failing page fails again, naming itself).
 */
export async function rewritePagesInParallel(
  job: PageJob,
  helper?: (job: PageJob) => Promise<RewrittenPage[]>,
): Promise<RewrittenPage[]> {
  const threads = Math.min(os.availableParallelism(), Math.floor(job.files.length / MIN_PAGES_PER_THREAD));
  const helped =
    helper &&
    ((files: readonly string[]) => helper({ ...job, files }).catch(() => rewritePages({ ...job, files })));
  if (threads < 2) {
    if (!helped || job.files.length < 2) return rewritePages(job);
    // Every other page each: pages of one kind (and size) sit together in the listing.
    const theirs = helped(job.files.filter((_, index) => index % 2 === 1));
    const ours = rewritePages({ ...job, files: job.files.filter((_, index) => index % 2 === 0) });
    return [...ours, ...(await theirs)];
  }
  const size = Math.ceil(job.files.length / threads);
  const parts = Array.from({ length: threads }, (_, index) =>
    job.files.slice(index * size, (index + 1) * size),
  );
  const results = await Promise.all(
    parts.map((files, index) =>
      index === 0 && helped
        ? helped(files)
        : new Promise<RewrittenPage[]>((resolve, reject) => {
            const worker = startModuleThread(import.meta.url, { ...job, files } satisfies PageJob);
            worker.once("message", (pages: RewrittenPage[]) => resolve(pages));
            worker.once("error", (error) => reject(new PostbuildError(error.message)));
            worker.once("exit", (code) => {
              if (code !== 0) reject(new PostbuildError(`a page-rewrite thread exited with code ${code}`));
            });
          }),
    ),
  );
  return results.flat();
}

if (!isMainThread && parentPort && (workerData as Partial<PageJob> | null)?.files)
  parentPort.postMessage(rewritePages(workerData as PageJob));

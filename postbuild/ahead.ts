// Page rewrites ahead of the post-build. While `next build` still renders pages, each page it has
// written to .next/server/app/ is rewritten (html.ts) on a thread of the build's own process that runs
// at the lowest priority, so it takes only a core the page renderers leave idle (their two batches
// rarely end together: on the default catalog one worker waits seconds for the other). After Next
// exits, the post-build writes those results instead of rewriting the pages then, which was a second
// on every build spent with the machine otherwise still.
//
// Next copies each page from .next/server/app/ to out/ unchanged (404.html aside, which it makes from
// _not-found.html). A result is used only when the page in out/ is byte for byte the one that was
// rewritten (its SHA-256 matches) and Next's client manifests read the same as the post-build reads
// them; anything else (a page read while Next was still writing it, a stale .next from an earlier
// build, a page whose rewrite failed) is rewritten after Next as before, where a failure is reported.
// The lowest priority is per thread on Linux only (elsewhere it would slow the whole build process), so
// elsewhere the thread runs at the process's priority. Once Next has exited, the thread (its modules
// loaded) takes a share of the pages left to rewrite beside the post-build's main thread: on the
// default catalog the last pages Next renders are still unread when it exits, and one thread alone
// rewrote them with the other core idle.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isMainThread, parentPort, workerData, type Worker } from "node:worker_threads";

import { PostbuildError, rewritePage, type PageOptions } from "./html";
import { readClientModules } from "./next-client-modules";
import { rewritePages, startModuleThread, type PageJob, type RewrittenPage } from "./pages";

/** One page rewritten ahead: the SHA-256 of the page as read, and what rewriting it gave. */
export interface AheadPage extends RewrittenPage {
  readonly sourceHash: string;
  readonly html: string;
}

/** The page options but Next's client modules, which the thread reads once Next has written them. */
export type AheadOptions = Omit<PageOptions, "clientModules">;

interface AheadJob {
  readonly ahead: { readonly nextDir: string; readonly options: AheadOptions; readonly pollMs: number };
}

type AheadMessage =
  | { readonly kind: "modules"; readonly modules: ReadonlyMap<string, string> }
  | { readonly kind: "page"; readonly page: AheadPage }
  | { readonly kind: "done" }
  | { readonly kind: "rewritten"; readonly pages: RewrittenPage[] };

export const sourceHash = (html: string): string => createHash("sha256").update(html).digest("base64");

/**
 * Pages rewritten ahead at most. Past it the post-build rewrites the rest on a thread per core
 * (pages.ts) anyway, and at 2,000 directory roles rewriting more ahead slowed Next's page renderers
 * more than it saved after them.
 */
const MAX_PAGES = 300;

/** Pages rewritten while `next build` renders the rest; `finish()` once Next has exited. */
export class PagesAhead {
  readonly #pages = new Map<string, AheadPage>();
  readonly #worker: Worker;
  readonly #ended: Promise<void>;
  /** Resolves once the thread has stopped looking for pages (or has ended). */
  readonly #stopped: Promise<void>;
  #onStopped: () => void = () => undefined;
  #onRewritten: (pages: RewrittenPage[]) => void = () => undefined;
  readonly #maxPages: number;
  #modules: ReadonlyMap<string, string> | undefined;
  #failed = false;

  constructor(nextDir: string, options: AheadOptions, { maxPages = MAX_PAGES, pollMs = 100 } = {}) {
    this.#maxPages = maxPages;
    this.#worker = startModuleThread(import.meta.url, {
      ahead: { nextDir: path.resolve(nextDir), options, pollMs },
    } satisfies AheadJob);
    this.#worker.on("message", (message: AheadMessage) => this.#receive(message));
    this.#ended = new Promise((resolve) => {
      this.#worker.once("error", () => {
        this.#failed = true;
        resolve();
      });
      this.#worker.once("exit", () => resolve());
    });
    this.#stopped = Promise.race([new Promise<void>((resolve) => (this.#onStopped = resolve)), this.#ended]);
  }

  /** Pages rewritten so far. */
  get count(): number {
    return this.#pages.size;
  }

  #receive(message: AheadMessage): void {
    if (message.kind === "modules") this.#modules = message.modules;
    else if (message.kind === "page" && this.#pages.size < this.#maxPages) {
      this.#pages.set(message.page.file, message.page);
      if (this.#pages.size >= this.#maxPages) this.#worker.postMessage("stop");
    } else if (message.kind === "done") {
      // Idle until asked to rewrite: it must not keep the build process alive on its own.
      this.#worker.unref();
      this.#onStopped();
    } else if (message.kind === "rewritten") this.#onRewritten(message.pages);
  }

  /**
   * Stops the thread and gives the pages it rewrote, by their path in out/; none when the thread
   * failed or read other client modules than `clientModules` (the post-build's).
   */
  async finish(clientModules: ReadonlyMap<string, string>): Promise<ReadonlyMap<string, AheadPage>> {
    this.#worker.postMessage("stop");
    await this.#stopped;
    if (this.#failed || !this.#modules || !sameEntries(this.#modules, clientModules)) return new Map();
    return this.#pages;
  }

  /**
   * After `finish()`: the thread rewrites `job`'s pages in out/ as pages.ts does, then ends. Rejects
   * with PostbuildError as pages.ts's threads do (a page that fails names itself).
   */
  async rewrite(job: PageJob): Promise<RewrittenPage[]> {
    await this.#stopped;
    if (this.#failed) throw new PostbuildError("the thread that rewrote pages ahead failed");
    const rewritten = new Promise<RewrittenPage[]>((resolve, reject) => {
      this.#onRewritten = resolve;
      this.#worker.once("error", (error) => reject(new PostbuildError(error.message)));
      void this.#ended.then(() => reject(new PostbuildError("the thread that rewrote pages ahead ended")));
    });
    this.#worker.ref();
    this.#worker.postMessage({ rewrite: job });
    try {
      return await rewritten;
    } finally {
      await this.close();
    }
  }

  /** Ends the thread (when its share of the last pages is not wanted). */
  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}

function sameEntries(a: ReadonlyMap<string, string>, b: ReadonlyMap<string, string>): boolean {
  return a.size === b.size && [...a].every(([key, value]) => b.get(key) === value);
}

/**
 * Writes each page of `files` (paths in `out`) that was rewritten ahead from exactly the page out/
 * holds now; returns those pages' results and the files still to rewrite.
 */
export function applyAhead(
  out: string,
  files: readonly string[],
  ahead: ReadonlyMap<string, AheadPage>,
): { readonly used: RewrittenPage[]; readonly remaining: string[] } {
  const used: RewrittenPage[] = [];
  const remaining: string[] = [];
  for (const file of files) {
    const page = ahead.get(file);
    const full = path.join(out, file);
    if (page && sourceHash(readFileSync(full, "utf8")) === page.sourceHash) {
      writeFileSync(full, page.html);
      used.push({ file, islands: page.islands, references: page.references });
    } else remaining.push(file);
  }
  return { used, remaining };
}

/**
 * The pages under `app`, as "/"-separated paths. Not into the `<page>.segments/` folders Next writes
 * beside each page (several files each, no page among them): at 2,000 directory roles a listing with
 * them, ten times a second, took the page renderers' time.
 */
function htmlFiles(app: string, dir = ""): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(path.join(app, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory() && !entry.name.endsWith(".segments")) files.push(...htmlFiles(app, relative));
    else if (entry.isFile() && entry.name.endsWith(".html")) files.push(relative);
  }
  return files;
}

/** The thread: polls `nextDir`'s pages and rewrites each once its size has held for one poll. */
async function runAhead(
  { nextDir, options, pollMs }: AheadJob["ahead"],
  port: NonNullable<typeof parentPort>,
) {
  // On Linux a thread has its own priority: this one only, not the build's main thread.
  if (process.platform === "linux") os.setPriority(19);
  let stopping = false;
  // A "stop" also ends the wait between two looks: the post-build waits for it.
  let wake = () => undefined as void;
  port.on("message", (message) => {
    if (message !== "stop") return;
    stopping = true;
    wake();
  });
  const post = (message: AheadMessage) => port.postMessage(message);
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  const app = path.join(nextDir, "server", "app");
  const sizes = new Map<string, number>();
  const done = new Set<string>();
  let clientModules: Map<string, string> | undefined;
  while (!stopping) {
    const ready: string[] = [];
    try {
      for (const file of htmlFiles(app)) {
        if (done.has(file)) continue;
        const full = path.join(app, file);
        const size = statSync(full).size;
        if (size > 0 && sizes.get(file) === size) ready.push(file);
        sizes.set(file, size);
      }
    } catch {
      // Next has not made the folder yet (or is emptying it): look again.
    }
    for (const file of ready) {
      if (stopping) break;
      done.add(file);
      try {
        if (!clientModules) {
          // Written with the compiled routes, before any page.
          clientModules = readClientModules(nextDir);
          post({ kind: "modules", modules: clientModules });
        }
        const source = readFileSync(path.join(app, file), "utf8");
        const page = rewritePage(source, file, { ...options, clientModules });
        post({
          kind: "page",
          page: {
            file,
            sourceHash: sourceHash(source),
            html: page.html,
            islands: page.islands,
            references: page.references,
          },
        });
      } catch {
        // Rewritten after Next exits, where a failure is reported with its page.
      }
      // Lets a "stop" in.
      await pause(0);
    }
    if (!stopping) await pause(pollMs);
  }
  post({ kind: "done" });
  // Then, once, a share of the pages left after Next (PagesAhead.rewrite). A "stop" may still come
  // (the post-build sends one to a thread that stopped on its own at its page limit): not a job.
  const onJob = (message: unknown) => {
    const job = (message as { rewrite?: PageJob } | null)?.rewrite;
    if (!job) return;
    port.off("message", onJob);
    post({ kind: "rewritten", pages: rewritePages(job) });
  };
  port.on("message", onJob);
}

if (!isMainThread && parentPort && (workerData as Partial<AheadJob> | null)?.ahead)
  void runAhead((workerData as AheadJob).ahead, parentPort);

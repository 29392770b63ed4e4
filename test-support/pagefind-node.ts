// Runs the browser's Pagefind search (the generated pagefind.js) in Node for tests: the built files
// go to a temporary folder and `fetch` is pointed at it, so queries use the exact shipped index.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { IndexFile } from "pagefind";

import type { PagefindEngine } from "@/lib/site/browser/search";

export interface NodePagefind {
  readonly engine: PagefindEngine;
  dispose(): void;
}

export async function loadPagefindInNode(files: readonly IndexFile[]): Promise<NodePagefind> {
  const dir = mkdtempSync(path.join(tmpdir(), "pagefind-"));
  for (const file of files) {
    const target = path.join(dir, file.path);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, file.content);
  }
  const realFetch = globalThis.fetch;
  globalThis.fetch = (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input), "http://pagefind.test/");
    const file = path.join(dir, url.pathname);
    if (!file.startsWith(dir)) return Promise.resolve(new Response(null, { status: 404 }));
    return Promise.resolve(new Response(readFileSync(file)));
  };
  const runtime: unknown = await import(pathToFileURL(path.join(dir, "pagefind.js")).href);
  const engine = runtime as PagefindEngine & {
    options(options: object): Promise<void>;
    init(): Promise<void>;
  };
  await engine.options({ basePath: "/" });
  await engine.init();
  return {
    engine,
    dispose() {
      globalThis.fetch = realFetch;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

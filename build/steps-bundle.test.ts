// build/steps-bundle.mjs: `make build`'s page-rewrite threads run postbuild/threads.ts bundled alone,
// as plain JavaScript, and the steps' bundle starts them on it.
import { once } from "node:events";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";

import { describe, expect, it } from "vitest";

import { rewritePage, type PageOptions } from "../postbuild/html";
import type { PageJob, RewrittenPage } from "../postbuild/pages";
import { bundleSteps } from "./steps-bundle.mjs";

// Inside the repository: the bundles' packages resolve from its node_modules.
const CACHE = path.join(import.meta.dirname, "..", ".cache", "test");

const OPTIONS: PageOptions = {
  themeScript: "document.documentElement.dataset.theme='dark'",
  stylesheet: "/_styles/site-TEST.css",
  islandModules: new Map(),
  islandChunks: new Map(),
  clientModules: new Map(),
  basePath: "/docs",
};
const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"></head><body><a href="/roles/critic">critic</a></body></html>';

describe("bundleSteps", () => {
  it("names the threads' own bundle in the steps' bundle, and a thread on it rewrites pages without tsx", async () => {
    mkdirSync(CACHE, { recursive: true });
    const dir = mkdtempSync(path.join(CACHE, "steps-"));
    try {
      const { steps, threads } = await bundleSteps(path.join(dir, "bundle"));
      const threadsUrl = pathToFileURL(threads).href;
      expect(readFileSync(steps, "utf8")).toContain(JSON.stringify(threadsUrl));
      // The threads' bundle holds the rewrite, not the steps beside Next.
      const source = readFileSync(threads, "utf8");
      expect(source).toContain("function rewritePage(");
      expect(source).not.toContain("function buildBesideNext(");

      const out = path.join(dir, "out");
      mkdirSync(out);
      writeFileSync(path.join(out, "index.html"), PAGE);
      // Started as pages.ts starts it in the build: plain Node, no loader registered.
      const worker = new Worker(new URL(threadsUrl), {
        workerData: { out, files: ["index.html"], options: OPTIONS } satisfies PageJob,
      });
      const [pages] = (await once(worker, "message")) as [RewrittenPage[]];
      const fresh = rewritePage(PAGE, "index.html", OPTIONS);
      expect(pages).toEqual([{ file: "index.html", islands: fresh.islands, references: fresh.references }]);
      expect(fresh.references).toContain("/roles/critic");
      expect(readFileSync(path.join(out, "index.html"), "utf8")).toBe(fresh.html);
      expect(fresh.html).toContain('href="/docs/roles/critic"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

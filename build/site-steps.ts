// What `make build` does once `next build` has started (build/site.mjs starts it, then bundles this
// module with esbuild and loads it): beside Next, the catalog report (lib/casts/node/catalog-report.ts), the islands
// bundle, the stylesheet (postbuild/styles.ts) and the per-item data files (exports, role bodies, evals, schemas: postbuild/data-files.ts),
// made in memory (postbuild/run.ts), since none of them reads Next's output; the highlighting and
// markdown every page worker would redo, done once for them (lib/site/build/shared-work.ts); then each
// page Next renders is rewritten as it appears, at the lowest priority (postbuild/ahead.ts); once Next is done,
// the post-build step (postbuild/main.ts) runs on out/ with those islands, pages and files. The same
// as running the three one after another, without two more Node and tsx start-ups and with the report
// and the bundle inside Next's own run. Exits non-zero when any step fails (a strict catalog report
// stops `next build`).
import type { ChildProcess } from "node:child_process";
import path from "node:path";

import { reportCatalog } from "@/lib/casts/node/catalog-report";
import { writeSharedWork } from "@/lib/site/build/shared-work";

import { PagesAhead } from "../postbuild/ahead";
import { buildSiteStyles } from "../postbuild/styles";
import { bundleIslands, makeDataFiles, pageOptions, postbuild } from "../postbuild/run";

/** The steps beside and after `next`, the running `next build`; `started`: when the build began. */
export async function buildBesideNext(next: ChildProcess, nextExit: Promise<number>, started: number) {
  const OUT = path.resolve("out");
  const fail = (message: string): never => {
    console.error(`build: ${message}`);
    next.kill("SIGTERM");
    process.exit(1);
  };
  const reportStarted = performance.now();
  if (reportCatalog(process.argv.slice(2), process.env, console) !== 0)
    fail("the catalog report stops the build (strict mode)");
  console.log(`catalog report in ${((performance.now() - reportStarted) / 1000).toFixed(1)} s`);
  // Bundled now, written into out/ by the post-build step (next build empties out/ first).
  const islands = bundleIslands(OUT);
  islands.catch(() => undefined);
  // The stylesheet too (postbuild/styles.ts: Next leaves it out of the build).
  const styles = buildSiteStyles();
  styles.catch(() => undefined);

  // The data files (exports, role bodies, evals, schemas) made in memory now, written by the post-build.
  const dataFiles = makeDataFiles();
  // What every page worker would do again (highlighting, the role bodies' markdown), done once for all;
  // should it fail, each worker does it as before (and a real fault in it fails there).
  const shared = process.env["CASTS_BUILD_SHARED"];
  if (shared) {
    const sharedStarted = performance.now();
    try {
      const count = await writeSharedWork(shared);
      console.log(
        `shared with the page workers: ${count} results made in ${((performance.now() - sharedStarted) / 1000).toFixed(1)} s (while next build ran)`,
      );
    } catch (error) {
      console.warn(
        `shared with the page workers: nothing (${error instanceof Error ? error.message : String(error)}); each makes its own`,
      );
    }
  }
  // Once the islands are known, each page Next renders is rewritten on a core its renderers leave idle.
  // (Without them, or when that fails, the post-build rewrites every page and reports what went wrong.)
  const ahead = Promise.all([islands, styles])
    .then(([bundled, made]) => new PagesAhead(".next", pageOptions(OUT, bundled, made)))
    .catch(() => undefined);

  const code = await nextExit;
  if (code !== 0) fail(`next build exited with code ${code}`);
  console.log(
    "(Next lists '⨯ turbopackFileSystemCacheForBuild' under its experiments: that cache is switched off on purpose in next.config.ts, not an error.)",
  );
  await postbuild(OUT, islands, dataFiles, await ahead, styles);
  console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

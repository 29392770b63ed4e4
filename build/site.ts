// `make build` (and `npm run build`): the static site from a cold start, in one process. `next build`
// runs as a child from the start; beside it, this process prints the catalog report
// (lib/casts/node/catalog-report.ts), bundles the islands and makes the per-item data files (exports,
// role bodies, evals, schemas: postbuild/data-files.ts) in memory (postbuild/run.ts), since none of
// them reads Next's output; once Next is done, the post-build step (postbuild/main.ts) runs on out/
// with those islands and writes those files. The same as running the three one after another, without two more Node and tsx start-ups
// and with the report and the bundle inside Next's own run. Exits non-zero when any step fails (a
// strict catalog report stops `next build`).
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import path from "node:path";

const started = performance.now();
const OUT = path.resolve("out");
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
// Next itself, not through npx (another Node start-up, and a signal to npx would not reach it).
const next = spawn(process.execPath, [nextBin, "build"], { stdio: "inherit" });
const nextExit = new Promise<number>((resolve) => {
  next.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});
const fail = (message: string): never => {
  console.error(`build: ${message}`);
  next.kill("SIGTERM");
  process.exit(1);
};

// Loaded once Next has started: the post-build's modules take a while to load and compile.
const { reportCatalog } = await import("@/lib/casts/node/catalog-report");
const { bundleIslands, makeDataFiles, postbuild } = await import("../postbuild/run");
const reportStarted = performance.now();
if (reportCatalog(process.argv.slice(2), process.env, console) !== 0)
  fail("the catalog report stops the build (strict mode)");
console.log(`catalog report in ${((performance.now() - reportStarted) / 1000).toFixed(1)} s`);
// Bundled now, written into out/ by the post-build step (next build empties out/ first).
const islands = bundleIslands(OUT);
islands.catch(() => undefined);

// The data files (exports, role bodies, evals, schemas) made in memory now, written by the post-build.
const dataFiles = makeDataFiles();

const code = await nextExit;
if (code !== 0) fail(`next build exited with code ${code}`);
console.log(
  "(Next lists '⨯ turbopackFileSystemCacheForBuild' under its experiments: that cache is switched off on purpose in next.config.ts, not an error.)",
);
await postbuild(OUT, islands, dataFiles);
console.log(`build: ${((performance.now() - started) / 1000).toFixed(1)} s`);

// `make build` (and `npm run build`): the static site from a cold start, in one process. Plain
// JavaScript, so that `next build` starts first: it runs as a child from the first moment, and the
// TypeScript steps beside and after it (build/site-steps.ts) are then bundled with esbuild
// (build/steps-bundle.mjs) into a folder under .cache/ (one per build, removed when it ends) and
// loaded from there. Loaded through tsx instead, file by file with its loader hooks, they cost ~1.1 s
// of CPU on every build (0.8 s wall); bundled, ~0.3 s to bundle and ~0.4 s to load, on a build that
// keeps both cores busy: seven cold builds each way, interleaved, 17.1 → 16.6 s wall and 30.8 → 29.8 s
// of CPU on average.
import { spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import v8 from "node:v8";

// V8 optimizes a function once it has run long enough (its interrupt budget). This process runs most
// of its code briefly, on cores Next keeps busy, and with V8's default budget its compiler threads
// spent ~1 s of CPU optimizing code that soon stopped running. About 4.5 times the default (132 KiB
// on Node 20): the process's CPU time in a cold build ~6.0 -> ~5.0 s (eight builds each way,
// interleaved; 1.5 MiB saved no more, 300 KiB less). Set before the steps' modules load; Next's own
// processes keep the default (no clear gain measured there).
v8.setFlagsFromString("--interrupt-budget=600000");

const started = performance.now();
const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
// This build's own files, in the repository's cache folder; named by this process, so two builds at
// once do not share them, and removed when it ends. The work the steps share with Next's page workers
// (lib/site/build/build-shared.ts) is named to both through the environment.
const cacheDir = path.join(import.meta.dirname, "..", ".cache", "build");
const bundleDir = path.join(cacheDir, `steps-${process.pid}`);
process.env["CASTS_BUILD_SHARED"] = path.join(cacheDir, `shared-${process.pid}.json`);
const removeOwnFiles = () => {
  rmSync(bundleDir, { recursive: true, force: true });
  for (const file of [process.env["CASTS_BUILD_SHARED"], `${process.env["CASTS_BUILD_SHARED"]}.partial`])
    rmSync(file, { force: true });
};
// Next itself, not through npx (another Node start-up, and a signal to npx would not reach it).
const next = spawn(process.execPath, [nextBin, "build"], { stdio: "inherit" });
const nextExit = new Promise((resolve) => {
  next.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
});

const { bundleSteps } = await import("./steps-bundle.mjs");
process.on("exit", removeOwnFiles);
// Stopped by a signal: Next gets it too (a signal sent to this process alone left it building),
// this build's files are removed, then the signal does what it would have done.
for (const signal of ["SIGINT", "SIGTERM"])
  process.once(signal, () => {
    next.kill(signal);
    removeOwnFiles();
    process.kill(process.pid, signal);
  });
let steps;
try {
  ({ steps } = await bundleSteps(bundleDir));
} catch (error) {
  next.kill("SIGTERM");
  throw error;
}
const { buildBesideNext } = await import(pathToFileURL(steps).href);
await buildBesideNext(next, nextExit, started);

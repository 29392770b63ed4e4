// `npm run dev`: Next's dev server plus a watch build of the islands into public/_islands-dev/, which
// the layout and the composer page load in development only, and the site's data files (/catalog.json,
// /llms.txt, the composer's index files, /export/…, /compose/roles/…, /evals/…, /schemas/… and the
// rest) written into public/, where the dev server serves static files. Those are not Next routes (the post-build step writes them into out/:
// postbuild/data-files.ts); build/data-files.ts writes them here before Next starts and again after
// each change to the library, the eval fixtures, the roles folder or the pack, so the dev server
// serves every URL the export has, current. public/'s copies are ignored by git, and the post-build
// step empties those folders of out/ before it writes its own. Extra arguments go to `next dev`.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, watch } from "node:fs";
import path from "node:path";

import { context } from "esbuild";

import { resolveCatalogSource } from "@/lib/casts/node/index";

import { DEV_ISLANDS_DIR, islandBuilds } from "../postbuild/islands";

/** What the data files are made from: the library, the eval fixtures, the roles folder, the pack's folder. */
const source = resolveCatalogSource({ env: process.env });
const watched = [
  { dir: "lib", recursive: true },
  { dir: "evals", recursive: true },
  { dir: source.rolesDir, recursive: true },
  { dir: path.dirname(source.packPath), recursive: false },
].filter(({ dir }) => existsSync(dir));
const DATA_FILES = ["--import", "tsx", "build/data-files.ts", "public"];

// Before Next starts, so the first request finds them.
if (spawnSync(process.execPath, DATA_FILES, { stdio: "inherit" }).status !== 0)
  console.error("data files: not written (see above); /export/…, /evals/… and the rest are missing");
let writing: Promise<void> | undefined;
let again = false;
let timer: NodeJS.Timeout | undefined;
/** Writes the data files again in a fresh process (one at a time; a change meanwhile runs it once more). */
const rewrite = (): void => {
  if (writing) {
    again = true;
    return;
  }
  writing = new Promise<void>((resolve) => {
    spawn(process.execPath, DATA_FILES, { stdio: "inherit" }).once("exit", () => resolve());
  }).then(() => {
    writing = undefined;
    if (again) {
      again = false;
      rewrite();
    }
  });
};
const watchers = watched.map(({ dir, recursive }) =>
  watch(dir, { recursive }, () => {
    clearTimeout(timer);
    timer = setTimeout(rewrite, 300);
  }),
);
console.log(`data files: watching ${watched.map(({ dir }) => path.relative(".", dir) || ".").join(", ")}`);

const contexts = await Promise.all(
  islandBuilds("development", DEV_ISLANDS_DIR).map((options) => context(options)),
);
await Promise.all(contexts.map((islands) => islands.watch()));
// esbuild follows the imports of the islands found at start; a new island file needs a restart.
console.log(`islands: watching the island files and their imports → ${DEV_ISLANDS_DIR}/`);

// Next itself, not through npx: a signal to npx would not reach the server.
const next = spawn(process.execPath, ["node_modules/next/dist/bin/next", "dev", ...process.argv.slice(2)], {
  stdio: "inherit",
});
const stop = async (code: number) => {
  for (const watcher of watchers) watcher.close();
  clearTimeout(timer);
  await Promise.all(contexts.map((islands) => islands.dispose()));
  process.exit(code);
};
next.on("exit", (code) => void stop(code ?? 0));
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => next.kill(signal));

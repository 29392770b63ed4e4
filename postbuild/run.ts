// The post-build step as functions: postbuild/main.ts runs them on an export after `next build`, and
// build/site-steps.ts (`make build`) bundles the islands while `next build` runs, then runs the rest.
// See postbuild/main.ts for what each step does.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build, type Metafile } from "esbuild";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";

import { BASE_PATH } from "@/lib/base-path";
import { THEME_SCRIPT } from "@/components/site/theme-script";
import { PACK_BOX_SCRIPT } from "@/components/pack-lab/box-script";

import nextConfig from "../next.config";
import { islandsMetafilePath, siteUrl } from "./first-load";
import { ENTRY_MODULES, islandBuilds, islandChunks, ISLANDS, withCompileHint } from "./islands";
import { readClientModules } from "./next-client-modules";
import { checkBuildConfig, isPrunable, PostbuildError, resolves, rewriteCss } from "./html";
import { checkNextOutput, checkNextVersion, isRewritten } from "./next-guard";
import { rewritePagesInParallel } from "./pages";
import { applyAhead, type AheadOptions, type PagesAhead } from "./ahead";
import { siteDataFiles, writeDataFiles, type DataFile } from "./data-files";
import { writeSearchIndex } from "./search-index";
import { buildSiteStyles, STYLES_DIR, type SiteStyles } from "./styles";

/** The islands bundled in memory, written into the export by `postbuild`. */
export interface BundledIslands {
  /** Each bundle file: its path (under `<out>/_islands/`) and bytes. */
  readonly files: readonly { readonly path: string; readonly contents: Uint8Array }[];
  readonly metafile: Metafile;
  /** The site path of each entry's output, by entry name. */
  readonly entries: ReadonlyMap<string, string>;
  /** What the log shows of them: each entry's URL and gzip size, then the other files counted. */
  readonly lines: readonly string[];
  readonly seconds: number;
}

/** A file in the export `out` as the site path a page loads it by. */

/** Files the prune removes at once. */
const PRUNE_BATCH = 16;
/** The inline scripts a page may keep besides the theme script (PageOptions.inlineScripts). */
const INLINE_SCRIPTS = [PACK_BOX_SCRIPT];
const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;

/**
 * Every island entry bundled for the export `out` (base path and all), kept in memory: nothing of it
 * reads Next's output, so `make build` runs it while `next build` writes (and first empties) `out/`.
 */
export async function bundleIslands(out: string): Promise<BundledIslands> {
  const started = performance.now();
  const islandsDir = path.join(out, "_islands");
  const results = await Promise.all(
    islandBuilds("production", islandsDir).map((options) => build({ ...options, write: false })),
  );
  // The bundles go into one directory: a file two of them emit has the same content (its name is its
  // hash), so their outputs merge.
  const metafile: Metafile = { inputs: {}, outputs: {} };
  const files = new Map<string, Uint8Array>();
  for (const { metafile: part, outputFiles } of results) {
    if (!part) throw new PostbuildError("an island build returned no metafile");
    Object.assign(metafile.inputs, part.inputs);
    Object.assign(metafile.outputs, part.outputs);
    for (const file of outputFiles ?? []) {
      const contents = withCompileHint(file.contents);
      const before = files.get(file.path);
      if (before && !Buffer.from(before).equals(contents))
        throw new PostbuildError(`two island bundles wrote ${file.path} with different contents`);
      files.set(file.path, contents);
    }
  }
  const entries = new Map<string, string>();
  const lines: string[] = [];
  let chunks = 0;
  let chunkBytes = 0;
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const bytes = files.get(path.resolve(file));
    if (!bytes) throw new PostbuildError(`the island build wrote no ${file}`);
    const url = siteUrl(out, file);
    if (output.entryPoint) entries.set(path.basename(output.entryPoint).replace(/\..*$/, ""), url);
    // Each bundle's entry with its compressed size; the other files only counted. Compressing every
    // file to print its size was ~0.3 s of CPU on every build (7 MB, most of it the composer's lazy
    // tokenizer and SDK chunks); `npm run bench` measures what each page loads.
    if (output.entryPoint && ENTRY_MODULES.has(output.entryPoint))
      lines.push(`  ${url.padEnd(40)} ${(gzipSync(bytes).length / 1024).toFixed(1).padStart(6)} kB gzip`);
    else {
      chunks += 1;
      chunkBytes += bytes.length;
    }
  }
  lines.push(
    `  and ${chunks} chunks they share or load on demand: ${(chunkBytes / 1024).toFixed(0)} kB before compression`,
  );
  return {
    files: [...files].map(([file, contents]) => ({ path: file, contents })),
    metafile,
    entries,
    lines,
    seconds: (performance.now() - started) / 1000,
  };
}

function filesOf(out: string, dir = out): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

/** The site's data files made in memory (data-files.ts), with how long that took. */
export interface MadeDataFiles {
  readonly files: readonly DataFile[];
  readonly seconds: number;
}

/** Every data file of the site, made from the catalog: nothing of it reads Next's output either. */
export function makeDataFiles(): MadeDataFiles {
  const started = performance.now();
  const files = siteDataFiles();
  return { files, seconds: (performance.now() - started) / 1000 };
}

/** What rewriting a page of the export `out` needs but Next's client modules: the islands' URLs and chunks. */
export function pageOptions(out: string, bundled: BundledIslands, styles: SiteStyles): AheadOptions {
  const islandModules = new Map(
    Object.entries(ISLANDS).map(([island, entry]) => {
      const url = bundled.entries.get(entry);
      if (!url) throw new PostbuildError(`no island bundle named ${entry}`);
      return [island, url];
    }),
  );
  return {
    themeScript: THEME_SCRIPT,
    inlineScripts: INLINE_SCRIPTS,
    islandModules,
    islandChunks: islandChunks(bundled.metafile, (file) => siteUrl(out, file)),
    stylesheet: styles.url,
    basePath: BASE_PATH,
  };
}

/**
 * The post-build step on the export `out` (postbuild/main.ts says what it does), with the islands
 * bundled, the data files and the stylesheet made beforehand or, when not given, here, and the pages `ahead` rewrote
 * while Next ran (ahead.ts) written as they are when out/ holds the same page.
 */
export async function postbuild(
  out: string,
  islands?: Promise<BundledIslands>,
  dataFiles?: MadeDataFiles,
  ahead?: PagesAhead,
  styles?: Promise<SiteStyles>,
): Promise<void> {
  const started = performance.now();
  let lapStarted = started;
  /** Seconds since the previous call, for the timings postbuild prints (scripts/bench reads them). */
  const lap = () => {
    const text = seconds(lapStarted);
    lapStarted = performance.now();
    return text;
  };
  const islandsDir = path.join(out, "_islands");
  const metafilePath = islandsMetafilePath(out);

  // The guard reads a few pages of each kind as Next wrote them (a re-run on our own output skips it).
  const samples = new Map(
    ["index.html", "404.html", "compose.html"]
      .filter((file) => existsSync(path.join(out, file)))
      .map((file) => [file, readFileSync(path.join(out, file), "utf8")] as const),
  );
  const rerun = [...samples.values()].some(isRewritten);
  // First: the base-path check below reads out/'s top-level names, and the link check needs them. A
  // re-run on our own output (the e2e's base-path copy) keeps the files its build wrote: they do not
  // depend on the base path, and the catalog they came from need not be the one this process sees.
  if (rerun) console.log("data files: kept (the export was post-built already)");
  else {
    const made = dataFiles ?? makeDataFiles();
    const written = writeDataFiles(out, made.files);
    console.log(
      `data files: ${written} made in ${made.seconds.toFixed(1)} s${dataFiles ? " (while next build ran)" : ""}, written in ${lap()}`,
    );
  }
  checkBuildConfig(nextConfig(PHASE_PRODUCTION_BUILD), BASE_PATH, readdirSync(out));
  const nextPackage = createRequire(import.meta.url).resolve("next/package.json");
  checkNextVersion((JSON.parse(readFileSync(nextPackage, "utf8")) as { version: string }).version);
  const clientModules = readClientModules();
  if (!rerun)
    checkNextOutput(
      { pages: samples, files: filesOf(out), clientModules },
      { themeScript: THEME_SCRIPT, inlineScripts: INLINE_SCRIPTS, basePath: BASE_PATH },
    );
  // A dev server's watch output (public/_islands-dev) must not ship.
  rmSync(path.join(out, "_islands-dev"), { recursive: true, force: true });
  console.log("islands:");
  const bundled = await (islands ?? bundleIslands(out));
  rmSync(islandsDir, { recursive: true, force: true });
  mkdirSync(islandsDir, { recursive: true });
  for (const file of bundled.files) writeFileSync(file.path, file.contents);
  writeFileSync(metafilePath, JSON.stringify(bundled.metafile));
  for (const line of bundled.lines) console.log(line);
  lap();
  console.log(
    `islands bundled in ${bundled.seconds.toFixed(1)} s${islands ? " (while next build ran)" : ""}`,
  );
  const madeStyles = await (styles ?? buildSiteStyles());
  const stylesDir = path.join(out, STYLES_DIR);
  rmSync(stylesDir, { recursive: true, force: true });
  mkdirSync(stylesDir, { recursive: true });
  writeFileSync(path.join(out, madeStyles.url), madeStyles.css);
  console.log(
    `stylesheet: ${madeStyles.url}, ${(madeStyles.css.length / 1024).toFixed(1)} kB, made by Tailwind in ${madeStyles.seconds.toFixed(1)} s${styles ? " (while next build ran)" : ""}`,
  );
  lap();
  const options = { ...pageOptions(out, bundled, madeStyles), clientModules };

  // One listing of out/ for the steps below: they rewrite files in place and only the prune removes any.
  const files = filesOf(out);
  const pages = files.filter((file) => file.endsWith(".html"));
  const references = new Map<string, readonly string[]>();
  const islandPages = new Map<string, number>();
  const { used, remaining } = applyAhead(out, pages, (await ahead?.finish(clientModules)) ?? new Map());
  const rewritten = await rewritePagesInParallel(
    { out, files: remaining, options },
    ahead && ((job) => ahead.rewrite(job)),
  );
  await ahead?.close();
  for (const page of [...used, ...rewritten]) {
    references.set(page.file, page.references);
    for (const island of page.islands) islandPages.set(island, (islandPages.get(island) ?? 0) + 1);
  }
  console.log(
    `pages rewritten in ${lap()}${ahead ? ` (${used.length} of ${pages.length} while next build ran)` : ""}`,
  );
  for (const file of files.filter((relative) => relative.endsWith(".css"))) {
    const full = path.join(out, file);
    writeFileSync(full, rewriteCss(readFileSync(full, "utf8"), BASE_PATH));
  }

  // What nothing loads any more: Next's JavaScript and its client router's flight data.
  // The search index is built from the catalog, not from the pages, and Pagefind runs in a process of
  // its own: it is built beside the prune (system calls, little CPU) instead of after it. Not beside the
  // page rewrites: their threads use every core, and at 10,000 roles both then took longer.
  const searchStarted = performance.now();
  const search = writeSearchIndex(out).then((records) => ({ records, seconds: seconds(searchStarted) }));
  search.catch(() => undefined);
  const listed = new Set(files);
  const pruned = files.filter((relative) => isPrunable(relative, (file) => listed.has(file)));
  // A few at a time, without blocking (Pagefind's messages are answered in between): one after
  // another was twice as slow at 2,000 roles, all at once slower at 10,000.
  for (let start = 0; start < pruned.length; start += PRUNE_BATCH)
    await Promise.all(
      pruned.slice(start, start + PRUNE_BATCH).map((relative) => rm(path.join(out, relative))),
    );
  const exists = (relative: string) => existsSync(path.join(out, relative));
  console.log(`pruned in ${lap()}`);
  const indexed = await search;
  console.log(
    `search: ${indexed.records} records indexed by Pagefind into out/pagefind in ${indexed.seconds} (beside the prune; ${lap()} more)`,
  );
  // Every page's links, scripts, styles and images must be in the export.
  const missing = [...references].flatMap(([file, paths]) =>
    paths.filter((site) => !resolves(site, exists)).map((site) => `${file} → ${site}`),
  );
  if (missing.length > 0)
    throw new PostbuildError(`pages reference files that are not in the export:\n  ${missing.join("\n  ")}`);

  console.log(
    `pages: ${pages.length}, Next's client runtime stripped from all${BASE_PATH ? `, URLs under ${BASE_PATH}` : ""}; islands: ${[
      ...islandPages,
    ]
      .map(([island, count]) => `${island} on ${count}`)
      .join(", ")}; ${pruned.length} unused runtime and flight-data files removed`,
  );
  console.log(`postbuild: ${seconds(started)}`);
}

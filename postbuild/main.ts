// After `next build`: checks that Next's export has the shape this folder expects (next-guard.ts),
// bundles the islands into out/_islands/ (content-hashed, code-split), rewrites every page on a thread
// per core (pages.ts running html.ts: Next's runtime out, the islands the page declares in, URLs under
// CASTS_BASE_PATH), removes the files nothing loads any more (Next's JavaScript, flight data), writes
// the search index (scripts/search-index.ts) and fails when a page references a file that is not in
// the export. Prints what it did and how long each step took.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build, type Metafile } from "esbuild";

import { BASE_PATH } from "@/lib/base-path";
import { THEME_SCRIPT } from "@/components/site/theme-script";

import nextConfig from "../next.config";
import { islandBuilds, islandChunks, ISLANDS } from "./islands";
import { readClientModules } from "./next-client-modules";
import { checkBuildConfig, isPrunable, PostbuildError, resolves, rewriteCss } from "./html";
import { checkNextOutput, checkNextVersion, isRewritten } from "./next-guard";
import { rewritePagesInParallel } from "./pages";
import { writeSearchIndex } from "../scripts/search-index";

const OUT = path.resolve(process.argv[2] ?? "out");
const STARTED = performance.now();
let lapStarted = STARTED;
/** Seconds since the previous call, for the timings postbuild prints (scripts/bench/scale.ts reads them). */
function lap(): string {
  const now = performance.now();
  const seconds = (now - lapStarted) / 1000;
  lapStarted = now;
  return `${seconds.toFixed(1)} s`;
}
const ISLANDS_DIR = path.join(OUT, "_islands");
/**
 * Which bundle bytes came from which package: read by scripts/bench (not published with the site).
 * Named after the export it describes, so the e2e's base-path build does not overwrite out/'s.
 */
const ISLANDS_METAFILE = path.resolve(".next", `islands-meta-${path.basename(OUT)}.json`);

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
}

const siteUrl = (file: string) => `/${path.relative(OUT, file).split(path.sep).join("/")}`;

/** Bundles every island entry; returns the site path of each entry's output, by entry name, and the metafile. */
async function bundleIslands(): Promise<{ entries: Map<string, string>; metafile: Metafile }> {
  rmSync(ISLANDS_DIR, { recursive: true, force: true });
  const results = await Promise.all(islandBuilds("production", ISLANDS_DIR).map((options) => build(options)));
  // The bundles write into one directory: a file two of them emit has the same content (its name is
  // its hash), so their outputs merge.
  const metafile: Metafile = { inputs: {}, outputs: {} };
  for (const { metafile: part } of results) {
    if (!part) throw new PostbuildError("an island build returned no metafile");
    Object.assign(metafile.inputs, part.inputs);
    Object.assign(metafile.outputs, part.outputs);
  }
  writeFileSync(ISLANDS_METAFILE, JSON.stringify(metafile));
  const entries = new Map<string, string>();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    const bytes = readFileSync(file);
    const url = siteUrl(file);
    if (output.entryPoint) entries.set(path.basename(output.entryPoint).replace(/\.tsx?$/, ""), url);
    console.log(`  ${url.padEnd(40)} ${(gzipSync(bytes).length / 1024).toFixed(1).padStart(6)} kB gzip`);
  }
  return { entries, metafile };
}

checkBuildConfig(nextConfig, BASE_PATH, readdirSync(OUT));
const nextPackage = createRequire(import.meta.url).resolve("next/package.json");
checkNextVersion((JSON.parse(readFileSync(nextPackage, "utf8")) as { version: string }).version);
const clientModules = readClientModules();
// The guard reads a few pages of each kind as Next wrote them (a re-run on our own output skips it).
const samples = new Map(
  ["index.html", "404.html", "compose.html"]
    .filter((file) => existsSync(path.join(OUT, file)))
    .map((file) => [file, readFileSync(path.join(OUT, file), "utf8")] as const),
);
if (![...samples.values()].some(isRewritten))
  checkNextOutput(
    { pages: samples, files: filesOf(OUT), clientModules },
    { themeScript: THEME_SCRIPT, basePath: BASE_PATH },
  );
// A dev server's watch output (public/_islands-dev) must not ship.
rmSync(path.join(OUT, "_islands-dev"), { recursive: true, force: true });
console.log("islands:");
const { entries, metafile } = await bundleIslands();
console.log(`islands bundled in ${lap()}`);
const islandModules = new Map(
  Object.entries(ISLANDS).map(([island, entry]) => {
    const url = entries.get(entry);
    if (!url) throw new PostbuildError(`no island bundle named ${entry}`);
    return [island, url];
  }),
);
const options = {
  themeScript: THEME_SCRIPT,
  islandModules,
  islandChunks: islandChunks(metafile, siteUrl),
  clientModules,
  basePath: BASE_PATH,
};

const pages = filesOf(OUT).filter((file) => file.endsWith(".html"));
const references = new Map<string, readonly string[]>();
const islandPages = new Map<string, number>();
for (const page of await rewritePagesInParallel({ out: OUT, files: pages, options })) {
  references.set(page.file, page.references);
  for (const island of page.islands) islandPages.set(island, (islandPages.get(island) ?? 0) + 1);
}
console.log(`pages rewritten in ${lap()}`);
for (const file of filesOf(OUT).filter((relative) => relative.endsWith(".css"))) {
  const full = path.join(OUT, file);
  writeFileSync(full, rewriteCss(readFileSync(full, "utf8"), BASE_PATH));
}

// What nothing loads any more: Next's JavaScript and its client router's flight data.
const exists = (relative: string) => existsSync(path.join(OUT, relative));
const pruned = filesOf(OUT).filter((relative) => isPrunable(relative, exists));
for (const relative of pruned) rmSync(path.join(OUT, relative));
console.log(`pruned in ${lap()}`);
console.log(
  `search: ${await writeSearchIndex(OUT)} records indexed by Pagefind into out/pagefind in ${lap()}`,
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
console.log(`postbuild: ${((performance.now() - STARTED) / 1000).toFixed(1)} s`);

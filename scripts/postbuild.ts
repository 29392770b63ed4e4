// After `next build`: bundles islands/ into out/_islands/ (content-hashed, code-split), adds the
// islands to every page, strips Next's client runtime from every page and removes the files nothing
// loads any more (Next's JavaScript, flight data), then writes the search index. Prints what it did.
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build } from "esbuild";

import { ISLAND_BUILD_OPTIONS } from "./islands-build";
import {
  injectIslands,
  isPrunable,
  missingAssets,
  PAGE_ISLANDS,
  PostbuildError,
  stripNextRuntime,
} from "./postbuild-html";
import { writeSearchIndex } from "./search-index";

const OUT = path.resolve(process.argv[2] ?? "out");
const ISLANDS_DIR = path.join(OUT, "_islands");
/** Which bundle bytes came from which package: read by scripts/bench (not published with the site). */
const ISLANDS_METAFILE = path.resolve(".next/islands-meta.json");

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)));
}

/** Bundles every island entry; returns the public URL of each entry's output, by entry name. */
async function bundleIslands(): Promise<Map<string, string>> {
  rmSync(ISLANDS_DIR, { recursive: true, force: true });
  const result = await build({
    ...ISLAND_BUILD_OPTIONS,
    minify: true,
    define: { "process.env.NODE_ENV": '"production"' },
    outdir: ISLANDS_DIR,
    entryNames: "[name]-[hash]",
    chunkNames: "chunk-[hash]",
    metafile: true,
  });
  writeFileSync(ISLANDS_METAFILE, JSON.stringify(result.metafile));
  const entries = new Map<string, string>();
  for (const [file, output] of Object.entries(result.metafile.outputs)) {
    const bytes = readFileSync(file);
    const url = `/${path.relative(OUT, file).split(path.sep).join("/")}`;
    if (output.entryPoint) entries.set(path.basename(output.entryPoint).replace(/\.tsx?$/, ""), url);
    console.log(`  ${url.padEnd(40)} ${(gzipSync(bytes).length / 1024).toFixed(1).padStart(6)} kB gzip`);
  }
  return entries;
}

// A dev server's watch output (public/_islands-dev) must not ship.
rmSync(path.join(OUT, "_islands-dev"), { recursive: true, force: true });
console.log("islands:");
const entries = await bundleIslands();
const files = htmlFiles(OUT);
for (const file of files) {
  const full = path.join(OUT, file);
  const sources = ["main", ...(PAGE_ISLANDS[file] ?? [])].map((name) => {
    const src = entries.get(name);
    if (!src) throw new Error(`no island bundle named ${name}`);
    return src;
  });
  const html = injectIslands(stripNextRuntime(readFileSync(full, "utf8"), file), sources, file);
  writeFileSync(full, html);
}

// What nothing loads any more: Next's JavaScript and its client router's flight data.
const exists = (relative: string) => existsSync(path.join(OUT, relative));
const allFiles = readdirSync(OUT, { withFileTypes: true, recursive: true })
  .filter((entry) => entry.isFile())
  .map((entry) => path.relative(OUT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"));
const pruned = allFiles.filter((relative) => isPrunable(relative, exists));
for (const relative of pruned) rmSync(path.join(OUT, relative));
// Every page's scripts and styles must still be there.
for (const file of files) {
  const missing = missingAssets(readFileSync(path.join(OUT, file), "utf8"), exists);
  if (missing.length > 0)
    throw new PostbuildError(`${file}: references missing files: ${missing.join(", ")}`);
}
console.log(`search: ${await writeSearchIndex(OUT)} records indexed by Pagefind into out/pagefind`);
console.log(
  `pages: ${files.length}, Next's client runtime stripped from all; composer island on ${Object.keys(PAGE_ISLANDS).join(", ")}; ${pruned.length} unused runtime and flight-data files removed`,
);

// What a page of the export in out/ loads before its islands run, read from the built HTML and esbuild's
// metafile of the islands bundle (postbuild/run.ts writes it to islandsMetafilePath): the benchmarks
// print these figures, and `make postbuild-check` holds the composer's first load to its budget
// (built-pages.test.ts). Sizes are gzip at zlib's default level, as `bin/serve.mjs` and most hosts send
// them.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const OUT_DIR = path.resolve("out");

/** The URL path a file of the export `out` is served at. */
export const siteUrl = (out: string, file: string) =>
  `/${path.relative(out, file).split(path.sep).join("/")}`;

/**
 * Where the post-build keeps esbuild's metafile of an export's islands: which bundle bytes came from which
 * module, read here and by the benchmarks (not published with the site). Named after the export's folder,
 * so the e2e's base-path build does not overwrite out/'s.
 */
export const islandsMetafilePath = (out: string) =>
  path.resolve(".next", `islands-meta-${path.basename(out)}.json`);

/**
 * The composer's first load beyond React (the catalog module every page loads included), gzip: the
 * performance issue's budget, so the composer's features leave room for each other.
 */
export const COMPOSER_FIRST_LOAD_BUDGET = 17 * 1024;

/** The `<script src>` files of an exported HTML page, relative to out/. */
export function pageScripts(htmlFile: string): string[] {
  const html = readFileSync(path.join(OUT_DIR, htmlFile), "utf8");
  return [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1] ?? "").filter(Boolean);
}

export function gzipBytes(file: string): number {
  return gzipSync(readFileSync(path.join(OUT_DIR, file.replace(/^\//, "")))).length;
}

interface IslandsMetafile {
  readonly outputs: Record<
    string,
    {
      readonly imports: readonly { readonly path: string; readonly kind: string }[];
      readonly entryPoint?: string;
      readonly inputs: Record<string, { readonly bytesInOutput: number }>;
    }
  >;
}

/** esbuild's metafile of out/'s islands. */
export function islandsMetafile(): IslandsMetafile {
  return JSON.parse(readFileSync(islandsMetafilePath(OUT_DIR), "utf8")) as IslandsMetafile;
}

/** The URL path of an output the metafile names (its paths are relative to the working directory). */
export const outputUrl = (output: string) => siteUrl(OUT_DIR, path.resolve(output));

/**
 * What a page's island scripts load before they run: each `<script type=module src>` and every chunk
 * it imports statically (`import()`ed chunks load on use and are not counted). URL paths.
 */
export function firstLoadIslands(
  htmlFile: string,
  meta = islandsMetafile(),
  options: { readonly started?: string } = {},
): string[] {
  const byUrl = new Map(Object.entries(meta.outputs).map(([file, output]) => [outputUrl(file), output]));
  const seen = new Set<string>();
  const visit = (url: string) => {
    if (seen.has(url)) return;
    seen.add(url);
    for (const item of byUrl.get(url)?.imports ?? [])
      if (item.kind === "import-statement") visit(outputUrl(item.path));
  };
  for (const src of pageScripts(htmlFile)) if (src.startsWith("/_islands/")) visit(src);
  // An island whose module starts with an import() (the composer: its React side loads when it starts)
  // loads that chunk at once too, with what it imports statically.
  if (options.started)
    for (const src of [...seen])
      if (src.startsWith(`/_islands/${options.started}-`))
        for (const item of byUrl.get(src)?.imports ?? [])
          if (item.kind === "dynamic-import") visit(outputUrl(item.path));
  return [...seen];
}

/** The chunk holding React and React DOM (islands/framework.ts makes esbuild split it out). */
export function frameworkChunk(meta = islandsMetafile()): string | undefined {
  const entry = Object.entries(meta.outputs).find(
    ([, output]) =>
      !output.entryPoint &&
      Object.keys(output.inputs).some((input) => input.includes("node_modules/react-dom/")),
  );
  return entry ? outputUrl(entry[0]) : undefined;
}

const FRAMEWORK_PACKAGE = /node_modules\/(react|react-dom|scheduler)\//;

/**
 * Every chunk made only of React, React DOM and the scheduler. Besides the framework chunk, React
 * and its JSX runtime get a chunk of their own once import()ed modules use them without React DOM.
 */
export function frameworkChunks(meta = islandsMetafile()): string[] {
  return Object.entries(meta.outputs)
    .filter(
      ([, output]) =>
        !output.entryPoint &&
        Object.keys(output.inputs).length > 0 &&
        Object.keys(output.inputs).every((input) => FRAMEWORK_PACKAGE.test(input)),
    )
    .map(([file]) => outputUrl(file));
}

/** The composer's first load (`firstLoadIslands` with the composer started): all of it, and React apart. */
export function composerFirstLoad(meta = islandsMetafile()): {
  readonly all: readonly string[];
  readonly own: readonly string[];
  readonly ownBytes: number;
  readonly frameworkBytes: number;
} {
  const framework = frameworkChunks(meta);
  const all = firstLoadIslands("compose.html", meta, { started: "composer" });
  const size = (files: readonly string[]) => files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const own = all.filter((src) => !framework.includes(src));
  return {
    all,
    own,
    ownBytes: size(own),
    frameworkBytes: size(all.filter((src) => framework.includes(src))),
  };
}

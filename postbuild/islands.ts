// The islands and how they are bundled, shared by the production bundle (postbuild/main.ts) and the
// dev server's watch build (scripts/dev.ts).
import type { BuildOptions } from "esbuild";

import { BASE_PATH } from "@/lib/base-path";

/**
 * Every island a component may declare with `data-island="<name>"`, and the entry module that runs
 * it. The catalog's small islands share one module (`main`, about 3 kB gzip);
 * the composer is a module of its own. postbuild/main.ts loads, on each page, the modules of the
 * islands its markup declares, and fails the build on a name that is not here.
 */
export const ISLANDS = {
  "theme-toggle": "main",
  search: "main",
  copy: "main",
  "role-filter": "main",
  "not-found": "main",
  composer: "composer",
  compare: "compare",
  "pack-lab": "pack-lab",
} as const satisfies Record<string, Exclude<EntryName, "framework">>;

// Never loaded itself: beside a React island it makes code splitting put React in a chunk of its own.
const FRAMEWORK = "islands/framework.ts";

/**
 * The island bundles, each built on its own. esbuild's code splitting makes one chunk per set of entry
 * points that share a module; built together, the islands cut the composer's first load into 17 files
 * (the catalog module, the compare page and the lazy parts all sharing different bits), and each file
 * is compressed alone. A page runs the catalog module and at most one React island, so each React
 * island is split only against React and its own lazy parts: its first load is 6 files, and the few
 * small modules two bundles both use are carried by each.
 */
const ENTRY_POINT_GROUPS = [
  { main: "islands/main.ts" },
  { composer: "islands/composer.tsx", framework: FRAMEWORK },
  { compare: "islands/compare.tsx", framework: FRAMEWORK },
  { "pack-lab": "islands/pack-lab.tsx", framework: FRAMEWORK },
] as const;
type KeysOf<T> = T extends object ? keyof T : never;
type EntryName = KeysOf<(typeof ENTRY_POINT_GROUPS)[number]>;

const SHARED_OPTIONS = {
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  jsx: "automatic",
  // islands/react-esm/jsx-runtime.ts: React's JSX runtime as ES module bindings (smaller call sites).
  jsxImportSource: "@/islands/react-esm",
  legalComments: "none",
  logLevel: "warning",
  // lib/base-path.ts reads the base path in the browser too.
  define: { "process.env.CASTS_BASE_PATH": JSON.stringify(BASE_PATH) },
} as const satisfies BuildOptions;

/**
 * One esbuild run per group of entry points, for production (minified, hashed names, a metafile) or
 * for the dev server (readable, stable entry names, source maps), written to `outdir`.
 */
export function islandBuilds(mode: "production" | "development", outdir: string): BuildOptions[] {
  const production = mode === "production";
  return ENTRY_POINT_GROUPS.map((entryPoints) => ({
    ...SHARED_OPTIONS,
    entryPoints,
    outdir,
    define: { ...SHARED_OPTIONS.define, "process.env.NODE_ENV": JSON.stringify(mode) },
    entryNames: production ? "[name]-[hash]" : "[name]",
    chunkNames: "chunk-[hash]",
    ...(production ? { minify: true, metafile: true } : { sourcemap: true }),
  }));
}

/** Where `npm run dev` writes the islands (served by Next's dev server from public/; never exported). */
export const DEV_ISLANDS_DIR = "public/_islands-dev";

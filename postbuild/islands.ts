// The islands and how they are bundled, shared by the production bundle (postbuild/main.ts) and the
// dev server's watch build (scripts/dev.ts).
import { readdirSync } from "node:fs";
import path from "node:path";

import type { BuildOptions } from "esbuild";

import { BASE_PATH } from "@/lib/base-path";

/** Where the page tools live: `islands/tools/<name>.ts` runs the markup that declares `data-island="<name>"`. */
export const TOOLS_DIR = path.join(import.meta.dirname, "..", "islands", "tools");

/**
 * Every island a component may declare with `data-island="<name>"`, and the entry module that runs
 * it, derived from the files: the header's islands, which `islands/main.ts` starts on every page; one
 * page tool per file of islands/tools/, which main.ts loads with import() where its markup is; and
 * the React islands, one entry each (ENTRY_POINT_GROUPS). The catalog's islands share one module
 * (`main`, about 3 kB gzip). postbuild/main.ts loads, on each page, the modules of the islands its
 * markup declares, and fails the build on a name that is not here.
 */
export const ISLANDS: Readonly<Record<string, Exclude<EntryName, "framework">>> = Object.fromEntries([
  ...["theme-toggle", "search", "copy"].map((name) => [name, "main"] as const),
  ...readdirSync(TOOLS_DIR)
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => [file.slice(0, -".ts".length), "main"] as const),
  ...(["composer", "compare", "pack-lab"] as const).map((name) => [name, name] as const),
]);

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
    // The catalog module has no React: its JSX builds DOM nodes (islands/dom-jsx/jsx-runtime.ts).
    ...("main" in entryPoints ? { jsxImportSource: "@/islands/dom-jsx" } : {}),
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

/** What islandChunks reads of esbuild's metafile: each output's imports, and the module it was built for. */
export interface ModuleGraph {
  readonly outputs: Readonly<
    Record<
      string,
      {
        readonly imports: readonly { readonly path: string; readonly kind: string }[];
        readonly entryPoint?: string | undefined;
      }
    >
  >;
}

/**
 * For every island, the chunks its page fetches beside the island's module (html.ts: IslandChunks),
 * from the bundles' metafile; `siteUrl` turns an output path into its site path. Without them the
 * browser learns of each chunk only once the chunk importing it has arrived: four round trips deep for
 * a composer link. Only the React islands list what they load with import() (the catalog module's
 * list would be every page tool and dialog, on every page).
 */
export function islandChunks(
  graph: ModuleGraph,
  siteUrl: (output: string) => string,
): Map<string, { preload: string[]; lazy: string[] }> {
  const outputFor = new Map(
    Object.entries(graph.outputs).flatMap(([output, { entryPoint }]) =>
      entryPoint === undefined ? [] : [[entryPoint, output] as const],
    ),
  );
  const entryPaths = new Map<string, string>(ENTRY_POINT_GROUPS.flatMap((group) => Object.entries(group)));
  /** What `output` imports of `kind`, each with what it imports statically, at every depth. */
  const imports = (output: string, kind: string, into = new Set<string>()): Set<string> => {
    for (const imported of graph.outputs[output]?.imports ?? [])
      if (imported.kind === kind && !into.has(imported.path))
        imports(imported.path, "import-statement", into.add(imported.path));
    return into;
  };
  const result = new Map<string, { preload: string[]; lazy: string[] }>();
  for (const [island, entry] of Object.entries(ISLANDS)) {
    const output = outputFor.get(entryPaths.get(entry) ?? "");
    if (output === undefined) continue;
    const preload = imports(output, "import-statement");
    // A page tool: main.ts imports it at once where the markup declares it.
    const tool = outputFor.get(`islands/tools/${island}.ts`);
    if (tool !== undefined) imports(tool, "import-statement", preload.add(tool));
    const lazy = new Set<string>();
    if (entry !== "main") for (const from of [output, ...preload]) imports(from, "dynamic-import", lazy);
    for (const chunk of [output, ...preload]) lazy.delete(chunk);
    result.set(island, { preload: [...preload].map(siteUrl).sort(), lazy: [...lazy].map(siteUrl).sort() });
  }
  return result;
}

// The islands and how they are bundled, shared by the production bundle (postbuild/main.ts) and the
// dev server's watch build (scripts/dev.ts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { BuildOptions, Plugin } from "esbuild";

import { BASE_PATH } from "@/lib/base-path";

import { reactDomLoadErrors } from "./react-dom-errors";

const ROOT = path.join(import.meta.dirname, "..");

/**
 * An island's behaviour, beside the markup that declares `data-island="<name>"`: `<name>.island.ts`
 * (a page tool: main.ts loads it with import() where its markup is), `<name>.site-island.ts` (in the
 * catalog module, run on every page) or `<name>.react-island.tsx` (a React island, a bundle of its own).
 */
const ISLAND_FILE = /^([a-z0-9-]+)\.(island|site-island|react-island)\.tsx?$/;
/** An island's name, kind and file (relative to the repository, with "/"). */
export type IslandFile = { readonly name: string; readonly kind: string; readonly file: string };

/**
 * Fails on a name declared with no behaviour file, a behaviour file whose name no markup in its folder
 * declares, and a name two behaviour files share. `declared`: each `data-island` name and its file.
 */
export function checkIslands(islands: readonly IslandFile[], declared: readonly Omit<IslandFile, "kind">[]) {
  const beside = (a: { file: string }, b: { file: string }) => path.dirname(a.file) === path.dirname(b.file);
  const problems = [
    ...declared
      .filter((mark) => !islands.some(({ name }) => name === mark.name))
      .map(({ name, file }) => `${file}: data-island="${name}" has no ${name}.island.ts beside it`),
    ...islands
      .filter((island) => !declared.some((mark) => mark.name === island.name && beside(mark, island)))
      .map(({ name, file }) => `${file}: no markup beside it declares data-island="${name}"`),
    ...islands
      .filter(({ name }, at) => islands.findIndex((island) => island.name === name) !== at)
      .map(({ name }) => `two behaviour files for the island "${name}"`),
  ];
  if (problems.length > 0) throw new Error(`islands:\n  ${problems.join("\n  ")}`);
}

/** Every island's behaviour file under components/ and app/, checked against the markup beside it. */
export function findIslands(root = ROOT): IslandFile[] {
  const files = ["components", "app"].flatMap((dir) =>
    readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" }).map((file) => `${dir}/${file}`),
  );
  const islands = files.flatMap((file) => {
    const [, name = "", kind = ""] = ISLAND_FILE.exec(path.basename(file)) ?? [];
    return kind ? [{ name, kind, file }] : [];
  });
  const marks = (file: string) =>
    readFileSync(path.join(root, file), "utf8").matchAll(/data-island="([^"]+)"/g);
  const markup = files.filter((file) => file.endsWith(".tsx"));
  checkIslands(
    islands,
    markup.flatMap((file) => [...marks(file)].map(([, name = ""]) => ({ name, file }))),
  );
  return islands;
}

const FILES = findIslands();

/**
 * Every island a component may declare with `data-island="<name>"`, and the entry module that runs it,
 * derived from the files: the catalog module (`main`, about 3 kB gzip) runs the site islands and the
 * page tools, and each React island is an entry of its own. postbuild/main.ts loads, on each page, the
 * modules of the islands its markup declares, and fails the build on a name that is not here.
 */
export const ISLANDS: Readonly<Record<string, string>> = Object.fromEntries(
  FILES.map(({ name, kind }) => [name, kind === "react-island" ? name : "main"]),
);
const ofKind = (wanted: string) => FILES.filter(({ kind }) => kind === wanted);

/** `islands:catalog`, which islands/main.ts imports (islands/catalog.d.ts): its site islands' starts and page tools. */
const catalogModule: Plugin = {
  name: "islands-catalog",
  setup(build) {
    build.onResolve({ filter: /^islands:catalog$/ }, () => ({ path: "catalog", namespace: "islands" }));
    build.onLoad({ filter: /.*/, namespace: "islands" }, () => ({
      resolveDir: ROOT,
      contents: [
        ...ofKind("site-island").map(({ file }, at) => `import { start as site${at} } from "./${file}";`),
        `export const siteIslands = [${ofKind("site-island")
          .map(({ name }, at) => `["${name}", site${at}]`)
          .join(", ")}];`,
        `export const pageIslands = new Map([`,
        ...ofKind("island").map(({ name, file }) => `  ["${name}", () => import("./${file}")],`),
        `]);`,
      ].join("\n"),
    }));
  },
};

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
const ENTRY_POINT_GROUPS: readonly Readonly<Record<string, string>>[] = [
  { main: "islands/main.ts" },
  ...ofKind("react-island").map(({ name, file }) => ({ [name]: file, framework: FRAMEWORK })),
];

/** The modules the island bundles are built from (their entry points, as esbuild's metafile names them). */
export const ENTRY_MODULES: ReadonlySet<string> = new Set(ENTRY_POINT_GROUPS.flatMap(Object.values));

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
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints; Chrome 136 and later, other
 * engines read it as a comment): every function of a file carrying it is compiled eagerly, on the
 * background thread that streams the script, instead of lazily on the main thread at its first call.
 * A React island renders as soon as its modules arrive and calls most of React DOM in doing so: the
 * lazy compiles were main-thread work in its start-up's longest tasks (Lighthouse on
 * /compose?role=critic&modes=adversarial, 11 runs each, back to back: blocking time median 191 ms →
 * 92 ms; 7 runs each: 180 ms → 54 ms, score median 0.98 → 1.00). Every bundle's files carry it but
 * the smallest (COMPILE_HINT_MIN_BYTES): the catalog module's code runs on load too (its page tools are
 * chunks loaded where a page declares them, and run at once; 6 runs each: / 94 → 83 ms, /roles/architect
 * 64 → 13 ms). bundleIslands puts it on after esbuild, decided by the file alone, so a chunk two bundles
 * share is the same file in both (postbuild/run.ts refuses two files of one name).
 */
export const COMPILE_HINT = "//# allFunctionsCalledOnLoad";

/**
 * The smallest file (in bytes) that gets the hint (bundleIslands puts it on top): a smaller one is a few
 * short functions, little to compile lazily, while the hint's line costs each file ~38 bytes gzip;
 * twelve files load at the composer's start, seven of them under 1 kB (its first load: 17,373 → 17,227
 * bytes gzip, within the 17 kB budget by 181 bytes instead of 35).
 */
export const COMPILE_HINT_MIN_BYTES = 1024;

/** A production island file as served: with the compile hint on top when it is 1 kB or more. */
export function withCompileHint(contents: Uint8Array): Uint8Array {
  return contents.length < COMPILE_HINT_MIN_BYTES
    ? contents
    : Buffer.concat([Buffer.from(`${COMPILE_HINT}\n`), contents]);
}

/**
 * One esbuild run per group of entry points, for production (minified, hashed names, a metafile) or
 * for the dev server (readable, stable entry names, source maps), written to `outdir`.
 */
export function islandBuilds(mode: "production" | "development", outdir: string): BuildOptions[] {
  const production = mode === "production";
  return ENTRY_POINT_GROUPS.map((entryPoints) => ({
    ...SHARED_OPTIONS,
    // The catalog module has no React: its JSX builds DOM nodes (islands/dom-jsx/jsx-runtime.ts). A
    // React island's bundle takes React DOM's load-time Errors from the island (postbuild/react-dom-errors.ts).
    ...("main" in entryPoints
      ? { jsxImportSource: "@/islands/dom-jsx", plugins: [catalogModule] }
      : { plugins: [reactDomLoadErrors] }),
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

type Output = { readonly imports: readonly { path: string; kind: string }[]; readonly entryPoint?: string };
/** What islandChunks reads of esbuild's metafile: each output's imports, and the module it was built for. */
export type ModuleGraph = { readonly outputs: Readonly<Record<string, Output>> };

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
    const tool = outputFor.get(ofKind("island").find(({ name }) => name === island)?.file ?? "");
    if (tool !== undefined) imports(tool, "import-statement", preload.add(tool));
    const lazy = new Set<string>();
    if (entry !== "main") for (const from of [output, ...preload]) imports(from, "dynamic-import", lazy);
    for (const chunk of [output, ...preload]) lazy.delete(chunk);
    result.set(island, { preload: [...preload].map(siteUrl).sort(), lazy: [...lazy].map(siteUrl).sort() });
  }
  return result;
}

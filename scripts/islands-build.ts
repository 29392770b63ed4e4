// The islands and how they are bundled, shared by the production bundle (scripts/postbuild.ts) and the
// dev server's watch build (scripts/dev.ts).
import type { BuildOptions } from "esbuild";

import { BASE_PATH } from "@/lib/base-path";

/**
 * Every island a component may declare with `data-island="<name>"`, and the entry module that runs
 * it. The catalog's small islands share one module (`main`, about 5 kB gzip: one request per page);
 * the composer is a module of its own. scripts/postbuild.ts loads, on each page, the modules of the
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
} as const satisfies Record<string, keyof typeof ENTRY_POINTS>;

const ENTRY_POINTS = {
  main: "islands/main.ts",
  composer: "islands/composer.tsx",
  compare: "islands/compare.tsx",
  "pack-lab": "islands/pack-lab.tsx",
  // Never loaded itself: it makes code splitting put React in a chunk of its own.
  framework: "islands/framework.ts",
};

export const ISLAND_BUILD_OPTIONS = {
  entryPoints: ENTRY_POINTS,
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

/** Where `npm run dev` writes the islands (served by Next's dev server from public/; never exported). */
export const DEV_ISLANDS_DIR = "public/_islands-dev";

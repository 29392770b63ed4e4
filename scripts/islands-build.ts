// esbuild settings shared by the production islands bundle (scripts/postbuild.ts) and the dev
// server's watch build (scripts/dev.ts).
import type { BuildOptions } from "esbuild";

export const ISLAND_BUILD_OPTIONS = {
  // `framework` is never loaded: it makes code splitting put React in a chunk of its own.
  entryPoints: {
    main: "islands/main.ts",
    composer: "islands/composer.tsx",
    compare: "islands/compare.tsx",
    "pack-lab": "islands/pack-lab.tsx",
    framework: "islands/framework.ts",
  },
  bundle: true,
  splitting: true,
  format: "esm",
  target: "es2022",
  jsx: "automatic",
  legalComments: "none",
  logLevel: "warning",
} as const satisfies BuildOptions;

/** Where `npm run dev` writes the islands (served by Next's dev server from public/; never exported). */
export const DEV_ISLANDS_DIR = "public/_islands-dev";

import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

const NODE_APIS = ["node:*", "fs", "fs/*", "path", "os", "child_process", "url"];
const UI = ["react", "react-dom", "react/*", "next", "next/*", "@/components/*", "@/app/*"];
const LIBRARY_PATTERNS = [
  { group: NODE_APIS, message: "lib/casts must not use Node APIs; put file access in lib/casts/node/." },
  { group: UI, message: "lib/casts must not depend on React, Next or the UI." },
];
const PANELS = {
  group: ["@/lib/composer/panels/*", "@/components/composer/panels/*", "./panels/*"],
  message: "Load lib/composer/panels/ and components/composer/panels/ with import().",
  allowTypeImports: true,
};
// Browser code: islands/ and, beside their markup, the islands (postbuild/islands.ts) and what only they load.
const BROWSER = ["islands/**/*.{ts,tsx}", "**/*.{island,site-island,react-island,browser}.{ts,tsx}"];
const COMPOSER_BUILD = {
  group: ["@/lib/composer/build/*", "./build/*"],
  message: "lib/composer/build/ is build-time (Node): only routes import it.",
  allowTypeImports: true,
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // Build and dev output (public/_islands-dev: `npm run dev`'s island bundles) is not source.
  globalIgnores([
    ".next/**",
    "out/**",
    "node_modules/**",
    "next-env.d.ts",
    ".drafts/**",
    "test-results/**",
    "public/_islands-dev/**",
    "dist/**",
  ]),
  // eslint-config-next ignores build/ (a common output folder); ours holds the build's source.
  globalIgnores(["!build/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Catalog pages ship no client router (postbuild/main.ts strips it): every link is a plain <a>.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // The core stays browser-safe and framework-free: Node access lives in lib/casts/node/ only.
    files: ["lib/casts/**/*.ts"],
    ignores: ["lib/casts/node/**", "lib/casts/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: LIBRARY_PATTERNS,
        },
      ],
    },
  },
  {
    // The core library never depends on the directory-role extension (it depends on the core).
    files: ["lib/casts/*.ts", "lib/casts/emissions/**/*.ts", "lib/casts/roles/**/*.ts"],
    ignores: ["lib/casts/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            ...LIBRARY_PATTERNS,
            {
              group: ["./directory-roles", "./directory-roles/*"],
              message: "Directory roles extend the core; the core does not import them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The browser core (lib/casts/core/) imports nothing outside its folder: neither zod, nor the
    // YAML parser, nor the built-in registry or the classes that load it. The composer ships it up front.
    files: ["lib/casts/core/**/*.ts"],
    ignores: ["lib/casts/core/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: NODE_APIS, message: "The core must not use Node APIs." },
            {
              group: ["react", "react-dom", "react/*", "next", "next/*", "@/*"],
              message: "The core depends on nothing outside lib/casts/core.",
            },
            {
              group: ["zod/*", "yaml", "../*", "!../catalog-schema"],
              message:
                "The browser core stays free of zod, the YAML parser and the rest of lib/casts (see lib/casts/core/index.ts).",
            },
            {
              // The catalog's types are derived from its zod schemas: a type import costs no bytes.
              group: ["zod", "../catalog-schema"],
              allowTypeImports: true,
              message: "The browser core takes only types from zod and the catalog schema.",
            },
          ],
        },
      ],
    },
  },
  {
    // The composer's first load: only the browser core and the composer's own browser modules.
    // zod and YAML come in lazily (lib/composer/panels/, loaded with import()); lib/composer/build/ is
    // Node build time and only the routes import it.
    files: ["components/composer/**/*.{ts,tsx}", "app/compose/*.react-island.tsx", "lib/composer/*.ts"],
    ignores: ["lib/composer/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@/lib/casts",
              message: "Use @/lib/casts/core, or import() a module of lib/composer/panels/.",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              group: [
                "@/lib/casts/*",
                // The browser core (lib/casts/core/, zod- and YAML-free). Import the module a file needs
                // rather than the core's index: esbuild puts every module an entry's imports reach,
                // index re-exports included, in that entry's chunks.
                "!@/lib/casts/core",
                "!@/lib/casts/export",
                "@/lib/casts/export/*",
                "!@/lib/casts/export/targets",
                "!@/lib/casts/export/target-names",
                // The compare syntax's writer and role finder (the reader stays out).
                "!@/lib/casts/compare",
                "@/lib/casts/compare/*",
                "!@/lib/casts/compare/spec-format",
                "zod",
                "yaml",
                "@/lib/composer/build/*",
                "./build/*",
              ],
              message: "This would put zod, YAML or build-time code in the composer's first load.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The panels are reached only through import(); build-time modules only from routes and scripts.
    // The composer's panels (components/composer/panels/, loaded by load-panels.ts) are loaded
    // with import() themselves, so they may import their logic (lib/composer/panels/) directly.
    // (Browser code gets both rules from the one below, which overrides this one.)
    files: ["components/**/*.{ts,tsx}", "lib/composer/*.ts", "lib/site/**/*.ts"],
    ignores: ["**/*.test.ts", "components/composer/panels/**"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [PANELS, COMPOSER_BUILD],
        },
      ],
    },
  },
  {
    // lib/site is split by where its code runs: build/ is build time (Node, reads the disk), storage/ and
    // browser/ run in the islands, and the helpers at its top are pure, for the pages and islands alike.
    // Nothing that runs in the browser imports Node or lib/site/build/ (it would land in an island bundle).
    files: [...BROWSER, "lib/site/*.ts", "lib/site/browser/**/*.ts", "lib/site/storage/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            PANELS,
            COMPOSER_BUILD,
            { group: NODE_APIS, message: "Browser code must not use Node APIs." },
            {
              group: ["@/lib/site/build/*", "./build/*", "../build/*"],
              message:
                "lib/site/build/ is build time (Node): the pages and routes import it, browser code does not.",
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ["components/composer/panels/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [{ ...COMPOSER_BUILD, group: ["@/lib/composer/build/*"] }],
        },
      ],
    },
  },
]);

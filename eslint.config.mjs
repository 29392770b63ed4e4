import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([".next/**", "out/**", "node_modules/**", "next-env.d.ts", ".drafts/**", "test-results/**"]),
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // Catalog pages ship no client router (scripts/postbuild.ts strips it): every link is a plain <a>.
      "@next/next/no-html-link-for-pages": "off",
    },
  },
  {
    // The core stays browser-safe and framework-free: Node access lives in node.ts only.
    files: ["lib/casts/**/*.ts"],
    ignores: ["lib/casts/node.ts", "lib/casts/node/**", "lib/casts/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["node:*", "fs", "fs/*", "path", "os", "child_process", "url"], message: "lib/casts core must not use Node APIs; put file access in lib/casts/node.ts." },
            { group: ["react", "react-dom", "react/*", "next", "next/*", "@/components/*", "@/app/*"], message: "lib/casts core must not depend on React, Next or the UI." },
          ],
        },
      ],
    },
  },
  {
    // The composer island loads zod and YAML only on demand (the composer's first-load budget, scripts/bench/composer.ts): only the
    // lazily imported modules and the build-time loader may import the library's index.
    files: ["components/composer/**/*.{ts,tsx}", "lib/composer/**/*.ts"],
    ignores: ["lib/composer/**/*.test.ts", "lib/composer/import-profile.ts", "lib/composer/validate-output.ts", "lib/composer/export-composition.ts", "lib/composer/load-composer-data.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@/lib/casts", message: "Use the dependency-free modules (@/lib/casts/mode-conflict, pyyaml-dump) or import() a lazy module.", allowTypeImports: true }],
          patterns: [{ group: ["@/lib/casts/node", "@/lib/casts/profile", "@/lib/casts/pattern", "@/lib/casts/operable", "@/lib/casts/safe-yaml", "zod", "yaml"], message: "This would put zod or YAML in the composer's first load." }],
        },
      ],
    },
  },
]);

import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "@": path.resolve(import.meta.dirname),
      // The guard throws outside React's server condition; tests import build-time modules directly.
      "server-only": path.resolve(import.meta.dirname, "test-support/server-only.ts"),
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    // postbuild/after-build.test.ts and built-pages.test.ts read the fresh build: `make postbuild-check`
    // runs them after one.
    exclude: [
      "node_modules/**",
      "e2e/**",
      "out/**",
      ".next/**",
      ".drafts/**",
      ...(process.env["CASTS_AFTER_BUILD"]
        ? []
        : ["postbuild/after-build.test.ts", "postbuild/built-pages.test.ts"]),
    ],
    environment: "node",
    globalSetup: ["test-support/cli-bundle.global.ts"],
    // Tests share no mutable state: module-level state is set once at import (the built-in tables) or
    // memoises pure results, so one module graph per worker is safe; it saves ~25 s of re-imports.
    isolate: false,
    // Generous: the whole-catalog tests run in ~1 s alone but share two cores with builds in CI.
    testTimeout: 30_000,
  },
});

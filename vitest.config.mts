import path from "node:path";

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "@": path.resolve(import.meta.dirname) } },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", "e2e/**", "out/**", ".next/**", ".drafts/**"],
    environment: "node",
    // Generous: the whole-catalog tests run in ~1 s alone but share two cores with builds in CI.
    testTimeout: 30_000,
  },
});

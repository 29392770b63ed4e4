import { defineConfig, devices } from "@playwright/test";

import { BASE_PATH_E2E, BASE_PATH_OUT, BASE_PATH_PORT } from "./e2e/base-path-server";
import { CHROME_FLAGS, TEST_CHROMIUM } from "./test-support/chromium";

const PORT = Number(process.env["E2E_PORT"] ?? 3100);

export default defineConfig({
  testDir: "e2e",
  forbidOnly: Boolean(process.env["CI"]),
  // Tests are independent: spread them over both workers instead of one file per worker.
  fullyParallel: true,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  // E2E_WORKERS=3 tries more: on two cores the suite waits on pages more than it computes.
  workers: Number(process.env["E2E_WORKERS"] ?? 2),
  reporter: process.env["CI"] ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: TEST_CHROMIUM,
      args: CHROME_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: `node bin/serve.mjs --port ${PORT}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
    {
      // The same export under a sub-path: a copy of out/ re-processed with CASTS_BASE_PATH
      // (e2e/fixtures/base-path-copy.ts; `make test` has made it already, beside the static checks).
      command: [
        "npx tsx e2e/fixtures/base-path-copy.ts",
        `node bin/serve.mjs --port ${BASE_PATH_PORT} --dir ${BASE_PATH_OUT} --base ${BASE_PATH_E2E}`,
      ].join(" && "),
      url: `http://127.0.0.1:${BASE_PATH_PORT}${BASE_PATH_E2E}/`,
      reuseExistingServer: false,
      stdout: "ignore",
    },
  ],
});

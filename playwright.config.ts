import { defineConfig, devices } from "@playwright/test";

import { CHROME_FLAGS, CHROMIUM } from "./scripts/chromium";

const PORT = Number(process.env["E2E_PORT"] ?? 3100);

export default defineConfig({
  testDir: "e2e",
  forbidOnly: Boolean(process.env["CI"]),
  // Tests are independent: spread them over both workers instead of one file per worker.
  fullyParallel: true,
  retries: process.env["CI"] ? 1 : 0,
  workers: 2,
  reporter: process.env["CI"] ? "line" : "list",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: {
      executablePath: CHROMIUM,
      args: CHROME_FLAGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: `node scripts/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: false,
    stdout: "ignore",
  },
});

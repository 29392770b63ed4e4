import { expect, test } from "@playwright/test";

import { Role } from "@/lib/casts";

import { BASE_PATH_E2E, BASE_PATH_PORT } from "./base-path-server";

// The export re-processed with CASTS_BASE_PATH and served under that sub-path, as GitHub Pages serves a
// project site (playwright.config.ts starts it). Nothing may be requested outside the sub-path.
test.use({ baseURL: `http://127.0.0.1:${BASE_PATH_PORT}` });

test("under a base path, pages, styles, islands, search, data files and the composer all load", async ({
  page,
}) => {
  test.setTimeout(60_000); // four page loads, a search and the composer
  const outside: string[] = [];
  const failed: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.port === String(BASE_PATH_PORT) && !url.pathname.startsWith(`${BASE_PATH_E2E}/`))
      outside.push(url.pathname);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });

  await page.goto(`${BASE_PATH_E2E}/`);
  await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
  expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe("flex");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Modes" }).click();
  await expect(page).toHaveURL(`${BASE_PATH_E2E}/modes`);
  // A key pressed before the new page's islands listen would be lost: wait for them.
  await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);

  // Search fetches its index and opens a result under the base path.
  await page.keyboard.press("/");
  await page.keyboard.type("slow");
  await expect(page.getByRole("option").first()).toContainText("slow");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(`${BASE_PATH_E2E}/modes/slow`);

  // The composer island fetches its data file and links under the base path.
  await page.goto(`${BASE_PATH_E2E}/compose?role=architect`);
  await expect(page.getByTestId("system-message")).toHaveText(Role.load("architect").body);

  expect((await page.request.get(`${BASE_PATH_E2E}/catalog.json`)).status()).toBe(200);
  expect(outside).toEqual([]);
  expect(failed).toEqual([]);
});

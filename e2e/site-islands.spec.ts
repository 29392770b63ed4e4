import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { Role } from "@/lib/casts";

import { expectClipboard } from "./compose-helpers";

// Catalog pages are static HTML plus one small islands module; only the composer runs React.
test.describe("client code on catalog pages", () => {
  test("a catalog page loads the islands module and no framework runtime; its copy button copies the role body", async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // The stylesheet arrives late, as on a slow link: the page cannot paint until it has, while the
    // islands module has arrived and run.
    await page.route("**/_styles/*.css", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto("/roles/architect");
    await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
    // The main island and the small modules code splitting shares with the other islands (the base
    // path helper, CastsError, esbuild's runtime helpers), preloaded beside it in any order; never React
    // or Next.
    expect(scripts.filter((path) => /^\/_islands\/main-[0-9A-Z]{8}\.js$/.test(path))).toHaveLength(1);
    for (const path of scripts.filter((path) => !path.includes("/main-")))
      expect(path).toMatch(/^\/_islands\/chunk-[0-9A-Z]{8}\.js$/);
    // Together they stay small: what a catalog page costs in client code, gzipped.
    let gzipped = 0;
    for (const path of scripts) gzipped += gzipSync(await (await page.request.get(path)).body()).length;
    expect(gzipped).toBeLessThanOrEqual(10 * 1024);
    // What the page imports later (the search dialog's code, fetched when the page is idle) is asked
    // for only once the first contentful paint is on screen (islands/wake.ts: afterFirstPaint).
    const fetchedLater = () =>
      page.evaluate(() => {
        const declared = new Set(
          [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map(
            (element) => ("src" in element ? element.src : element.href),
          ),
        );
        const paint = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Infinity;
        return performance
          .getEntriesByType("resource")
          .filter((entry) => entry.name.endsWith(".js") && !declared.has(entry.name))
          .map((entry) => ({ path: new URL(entry.name).pathname, beforePaint: entry.startTime < paint }));
      });
    await expect.poll(async () => (await fetchedLater()).length).toBeGreaterThan(0);
    expect((await fetchedLater()).filter((entry) => entry.beforePaint)).toEqual([]);

    const copy = page.getByRole("button", { name: "Copy architect system message" });
    await copy.click();
    await expect(copy).toHaveText("Copied");
    await expectClipboard(page, Role.load("architect").body);
    await expect(copy).toHaveText("Copy", { timeout: 5000 });
  });

  test("the composer is a React island without the framework runtime, under the same header islands", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/compose?role=critic");
    // The role's body alone: a role read from a URL does not get the pack's default modes (adversarial).
    await expect(page.getByTestId("system-message")).toHaveText(Role.load("critic").body, {
      useInnerText: false,
    });
    // With no profile name, the file is named after the role.
    await expect(page.getByRole("button", { name: "Download critic.profile.yaml" })).toBeVisible();
    expect(scripts.filter((path) => path.startsWith("/_next/"))).toEqual([]);
    expect(scripts).toContainEqual(expect.stringMatching(/^\/_islands\/composer-[0-9A-Z]{8}\.js$/));
    await page.keyboard.press("Control+k");
    await expect(page.getByRole("dialog", { name: "Search the catalog" })).toBeVisible();
  });
});

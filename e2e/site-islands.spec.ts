import { gzipSync } from "node:zlib";

import { expect, test } from "@playwright/test";

import { Role } from "@/lib/casts";

import { expectClipboard } from "./compose-helpers";

// Catalog pages are static HTML plus one small islands module; only the composer runs React.
test.describe("client code on catalog pages", () => {
  test("a catalog page loads the islands module and no framework runtime, search's code only when search opens; its copy button copies the role body", async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/roles/architect");
    await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
    // Nothing is fetched later on its own: the search dialog's code and Pagefind wait for the reader to
    // open search (search.site-island.ts).
    await page.waitForLoadState("networkidle");
    // The main island and the small modules code splitting shares with the other islands (the base
    // path helper, CastsError, esbuild's runtime helpers), preloaded beside it in any order; never React
    // or Next.
    expect(scripts.filter((path) => /^\/_islands\/main-[0-9A-Z]{8}\.js$/.test(path))).toHaveLength(1);
    for (const path of scripts.filter((path) => !path.includes("/main-")))
      expect(path).toMatch(/^\/_islands\/chunk-[0-9A-Z]{8}\.js$/);
    const declared = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>("script[src], link[href]")].map(
        (element) => new URL("src" in element ? element.src : element.href).pathname,
      ),
    );
    expect(scripts.filter((path) => !declared.includes(path))).toEqual([]);
    // Together they stay small: what a catalog page costs in client code, gzipped.
    let gzipped = 0;
    for (const path of scripts) gzipped += gzipSync(await (await page.request.get(path)).body()).length;
    expect(gzipped).toBeLessThanOrEqual(10 * 1024);
    // Opening search fetches the dialog's code and Pagefind.
    const before = scripts.length;
    await page.keyboard.press("/");
    await expect(page.getByRole("dialog", { name: "Search the catalog" })).toBeVisible();
    await expect
      .poll(() => scripts.slice(before).some((path) => /^\/_islands\/chunk-[0-9A-Z]{8}\.js$/.test(path)))
      .toBe(true);
    await expect.poll(() => scripts.includes("/pagefind/pagefind.js")).toBe(true);
    await page.keyboard.press("Escape");

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

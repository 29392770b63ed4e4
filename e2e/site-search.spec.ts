import { expect, test } from "@playwright/test";
import { holdIslandCode, holdRequests } from "./compose-helpers";

test.describe("site search", () => {
  test("'/' opens the search, Pagefind ranks by intent, arrow keys move and Enter opens a result", async ({
    page,
  }) => {
    const pagefind: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/pagefind/")) pagefind.push(request.url());
    });
    await page.goto("/emissions");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    await expect(dialog).toBeVisible();
    const input = dialog.getByRole("combobox", { name: "Search roles, modes and emission models" });
    await expect(input).toBeFocused();
    // Contract §3 hooks: the input, and results that are links, best first.
    await expect(page.getByTestId("search-input")).toBeFocused();
    await input.fill("review a pull request for security problems");
    const options = dialog.getByRole("option");
    await expect(options.first()).toContainText("Reviewer");
    await expect(page.getByTestId("search-result").first()).toHaveAttribute("href", "/roles/reviewer");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute(
      "aria-activedescendant",
      (await options.first().getAttribute("id")) ?? "",
    );
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(options.first()).toHaveAttribute("aria-selected", "false");
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/roles\/reviewer$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Reviewer");
    await expect(dialog).toBeHidden();
    expect(pagefind.some((url) => url.endsWith("/pagefind/pagefind.js"))).toBe(true);
  });

  test("Ctrl+K opens it anywhere, Escape closes it and returns focus", async ({ page }) => {
    await page.goto("/roles/architect");
    await page.getByRole("link", { name: "Compose with this role" }).focus();
    await page.keyboard.press("Control+k");
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    await expect(dialog).toBeVisible();
    await page.keyboard.type("escalation");
    await expect(dialog.getByRole("option").first()).toContainText("EscalationRequest");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: "Compose with this role" })).toBeFocused();
    await page.keyboard.press("Meta+k");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("combobox")).toHaveValue("");
  });

  test("finds roles by what they do and directory roles, says when nothing matches; '/' in a text field types", async ({
    page,
  }) => {
    // Ranking (intent, typos, directory roles) is unit-tested against the real index in
    // lib/site/build/search-quality.test.ts; here, that the dialog shows and opens what it finds.
    await page.goto("/");
    const filter = page.getByRole("searchbox", { name: "Filter roles by text" });
    await filter.fill("a/b");
    await expect(filter).toHaveValue("a/b");
    await expect(page.getByRole("dialog")).toBeHidden();
    await filter.fill("");

    await page.getByRole("button", { name: "Search" }).click();
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    await dialog.getByRole("combobox").fill("root cause");
    await expect(dialog.getByRole("option").filter({ hasText: "Troubleshooter" })).toBeVisible();
    await dialog.getByRole("combobox").fill("qwxyz");
    await expect(dialog.getByRole("option")).toHaveCount(0);
    await expect(dialog.getByRole("status")).toContainText("Nothing matches “qwxyz”");
    await expect(dialog.getByRole("combobox")).toHaveAttribute("aria-expanded", "false");
    await dialog.getByRole("combobox").fill("dependency vulnerabilities");
    const first = dialog.getByRole("option").first();
    await expect(first).toContainText("DependencyAuditor");
    await expect(first).toContainText("Directory role");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/directory-roles\/DependencyAuditor$/);
  });

  test("the dialog opens at once, focused and saying it loads; keys typed while its code loads become the query; clicking a result opens it", async ({
    page,
  }) => {
    await page.goto("/modes");
    // Search's code is fetched only once search opens: held here, as on a slow link.
    const { requested, release } = await holdIslandCode(page);
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    const input = dialog.getByRole("combobox", { name: "Search roles, modes and emission models" });
    await expect(input).toBeFocused();
    await expect(dialog.getByRole("status")).toHaveText("Loading search…");
    await expect(dialog.getByTestId("search-loading")).toBeVisible();
    await page.keyboard.type("evid");
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    release();
    await page.keyboard.type("ential");
    await expect(input).toHaveValue("evidential");
    const first = page.getByRole("option").first();
    await expect(first).toContainText("evidential");
    await first.click();
    await expect(page).toHaveURL(/\/modes\/evidential$/);
  });

  test("the theme button and '/' pressed before the page's code runs are answered when it does", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    const { requested, release } = await holdRequests(page, "**/_islands/main-*.js");
    // Whether the browser may still act on each key (Ctrl-K goes to Chrome's address bar), read after
    // every listener of the page.
    await page.addInitScript(() => {
      const seen: string[] = ((window as unknown as { keys: string[] }).keys = []);
      addEventListener("keydown", (event) => seen.push(`${event.key}${event.defaultPrevented ? "!" : ""}`));
    });
    await page.goto("/modes", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: /^System theme/ });
    await toggle.click();
    await page.keyboard.press("/");
    await page.keyboard.type("evid");
    // Nothing listens yet: the module is held.
    expect(requested).toHaveLength(1);
    expect(await page.evaluate(() => document.documentElement.dataset["theme"])).toBe("system");
    expect(await page.evaluate(() => (window as unknown as { keys: string[] }).keys)).toEqual([
      "/!",
      ..."evid",
    ]);
    release();
    await expect(page.getByRole("combobox", { name: "Search roles, modes and emission models" })).toHaveValue(
      "evid",
    );
    expect(await page.evaluate(() => document.documentElement.dataset["theme"])).toBe("light");
    await expect(page.getByRole("option").first()).toContainText("evidential");

    // The search button pressed early, then a query typed.
    const next = await holdRequests(page, "**/_islands/main-*.js");
    await page.goto("/emissions", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Search" }).click();
    await page.keyboard.type("finding");
    next.release();
    await expect(page.getByRole("combobox", { name: "Search roles, modes and emission models" })).toHaveValue(
      "finding",
    );
    await context.close();
  });
});

// The Export panel's lint findings and install links, and the static export files with the role page's links.
import { expect, test, type Page } from "@playwright/test";

test.describe.configure({ timeout: 90_000 });
const open = async (page: Page, search: string) => {
  await page.goto(`/compose${search}`);
  await expect(page.getByTestId("composer")).toBeVisible({ timeout: 30_000 });
};

test.describe("export checks", () => {
  test("shows an error finding naming the rule, and clean exports say so", async ({ page }) => {
    await open(page, "?role=critic&name=critic2&to=claude-code");
    const finding = page.getByTestId("export-finding");
    await expect(finding).toHaveCount(1, { timeout: 30_000 });
    await expect(finding).toHaveAttribute("data-severity", "error");
    await expect(finding).toContainText("claude-code/name-pattern");
    await page.getByTestId("export-target").selectOption("gemini");
    await expect(page.getByTestId("export-lint-clean")).toBeVisible();
  });

  test("offers Cursor's rule deeplinks when the rule fits, and copy-then-open copies the file otherwise", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // A short directory role: both documented deeplink forms, each decoding to the file shown.
    await open(page, "?role=UXResearcher&to=cursor");
    const links = page.getByTestId("export-install-link");
    await expect(links).toHaveCount(2, { timeout: 30_000 });
    const content = await page.getByTestId("export-content").textContent();
    for (const [index, base] of [
      [0, "cursor://anysphere.cursor-deeplink/rule"],
      [1, "https://cursor.com/link/rule"],
    ] as const) {
      await expect(links.nth(index)).toHaveAttribute("data-kind", "open");
      const url = new URL((await links.nth(index).getAttribute("href"))!);
      expect(`${url.protocol}//${url.host}${url.pathname}`).toBe(base);
      expect(url.searchParams.get("name")).toBe("ux-researcher");
      expect(url.searchParams.get("text")).toBe(content);
    }
    // The critic's rule is over 8,000 characters as a link: copy, then the docs page in a new tab.
    await open(page, "?role=critic&to=cursor");
    const link = page.getByTestId("export-install-link");
    await expect(link).toHaveCount(1, { timeout: 30_000 });
    await expect(link).toHaveAttribute("data-kind", "copy-then-open");
    await expect(link).toHaveAttribute("href", "https://cursor.com/docs/context/rules");
    const popup = page.waitForEvent("popup");
    await link.click();
    await (await popup).close();
    await expect(page.getByTestId("export-install-status")).toHaveText("File copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      await page.getByTestId("export-content").textContent(),
    );
  });

  test("the site serves each role's default export, and the role page links it with its path", async ({
    page,
    context,
    request,
  }) => {
    const file = await request.get("/export/claude-code/critic.md");
    expect(file.status()).toBe(200);
    expect(await file.text()).toMatch(/^---\nname: critic\n/);
    const skill = await request.get("/export/agent-skill/critic/SKILL.md");
    expect(await skill.text()).toMatch(/^---\nname: critic\n/);
    await page.goto("/roles/critic");
    const row = page.locator('[data-testid="role-export"][data-target="codex"]');
    await expect(row).toContainText(".codex/agents/critic.toml");
    const href = await row.getByTestId("role-export-file").getAttribute("href");
    const served = await request.get(href!);
    expect(served.status()).toBe(200);
    // Copy-then-open on the static page: the island copies the served file, the docs open in a new tab.
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await expect(page.locator("html")).toHaveAttribute("data-islands", "ready");
    const copy = row.getByTestId("export-install-link");
    await expect(copy).toHaveAttribute("data-kind", "copy-then-open");
    const popup = page.waitForEvent("popup");
    await copy.click();
    await (await popup).close();
    await expect(row.locator("[data-install-status]")).toHaveText("File copied.");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await served.text());
  });
});

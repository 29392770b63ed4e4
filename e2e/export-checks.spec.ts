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

  test("offers a Cursor rule deeplink when the rule fits, copy-then-open otherwise", async ({ page }) => {
    await open(page, "?role=critic&to=cursor");
    const link = page.getByTestId("export-install-link");
    await expect(link).toHaveCount(1, { timeout: 30_000 });
    await expect(link).toHaveAttribute("data-kind", "copy-then-open");
    await expect(link).toHaveAttribute("href", "https://cursor.com/docs/context/rules");
  });

  test("the site serves each role's default export, and the role page links it with its path", async ({
    page,
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
    expect((await request.get(href!)).status()).toBe(200);
  });
});

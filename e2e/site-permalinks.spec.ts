import { expect, test } from "@playwright/test";

test.describe("heading permalinks", () => {
  test("content headings carry anchors that link to themselves", async ({ page }) => {
    await page.goto("/roles/architect");
    for (const [id, label] of [
      ["system-message", "System message"],
      ["emissions", "Emissions"],
      ["emission-design_spec", "design_spec (DesignSpec)"],
      ["default-pack", "Default pack"],
      ["prompt-principles", "Principles"],
    ]) {
      const anchor = page.getByRole("link", { name: `Permalink to “${label}”` });
      await expect(anchor).toHaveAttribute("href", `#${id}`);
      await expect(page.locator(`[id="${id}"]`)).toHaveCount(1);
    }
    const anchor = page.getByRole("link", { name: "Permalink to “Emissions”" });
    await anchor.focus();
    await expect(anchor).toBeVisible();
    await anchor.click();
    await expect(page).toHaveURL(/#emissions$/);
    await expect(page.getByRole("heading", { name: "Emissions", exact: true })).toBeInViewport();
  });

  test("the table of contents and emission keys jump to their sections", async ({ page }) => {
    await page.goto("/roles/analyst");
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "analysis_result" })
      .click();
    await expect(page).toHaveURL(/#emission-analysis_result$/);
    await page.getByTestId("role-emission-key").filter({ hasText: "finding" }).click();
    await expect(page).toHaveURL(/#emission-finding$/);
    await expect(page.getByRole("heading", { name: /^finding/ })).toBeInViewport();
    // Each section of the page is in the contents, in the page's order (the exports were missing).
    const nav = page.getByRole("navigation", { name: "On this page" });
    const hrefs = await nav
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const sections = await page
      .locator("main section[aria-labelledby] > div > h2")
      .evaluateAll((headings) => headings.map((heading) => `#${heading.id}`));
    expect(sections.length).toBeGreaterThan(4);
    expect(hrefs.filter((href) => sections.includes(href ?? ""))).toEqual(sections);
    await nav.getByRole("link", { name: "Export" }).click();
    await expect(page).toHaveURL(/#exports$/);
    await expect(page.getByRole("heading", { name: "Export", exact: true })).toBeInViewport();
  });
});

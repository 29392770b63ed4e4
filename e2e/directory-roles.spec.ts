import { expect, test } from "@playwright/test";

// What the pages hold without JavaScript is checked on the build (postbuild/built-pages.test.ts).
test.describe("directory roles with JavaScript", () => {
  test("the header links to the page and its controls are reachable by keyboard", async ({ page }) => {
    await page.goto("/directory-roles");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Directory roles" }),
    ).toHaveAttribute("href", "/directory-roles");
    const filter = page.getByRole("searchbox", { name: "Filter roles" });
    await filter.focus();
    await page.keyboard.type("release");
    await expect(page.getByRole("heading", { level: 3, name: "ReleaseNotesWriter" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "SupportTriage" })).toBeHidden();
  });
});

import { expect, test } from "@playwright/test";

import { holdRequests, ISLAND_FILES } from "./compose-helpers";

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

  test("text typed before the page's code arrives filters every role, not only the rows the page shows", async ({
    page,
  }) => {
    // The page says it lists fewer roles than there are (as a catalog past its first rows does), so the
    // filter must fetch the index of every role to answer.
    await page.route("**/directory-roles", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/data-role-count="\d+"/, 'data-role-count="1000"');
      await route.fulfill({ response, body });
    });
    const { release } = await holdRequests(page, ISLAND_FILES);
    const index = page.waitForRequest(/directory-roles-index\.json$/);
    await page.goto("/directory-roles", { waitUntil: "commit" });
    await page.getByRole("searchbox", { name: "Filter roles" }).fill("release");
    release();
    await index;
    await expect(page.getByRole("heading", { level: 3, name: "ReleaseNotesWriter" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "SupportTriage" })).toBeHidden();
  });
});

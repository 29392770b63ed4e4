import { expect, test, type Page } from "@playwright/test";

import { holdRequests, ISLAND_FILES } from "./compose-helpers";

const cards = (page: Page) =>
  page
    .getByRole("region", { name: /^Roles/ })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { level: 3 }) });
const count = (page: Page) => page.getByRole("status").filter({ hasText: /roles$/ });

test.describe("filtering roles on the home page", () => {
  test("filters instantly by text (forgivingly, keywords too), emission model and effort, and counts what is left", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(cards(page)).toHaveCount(40);
    await page.getByRole("searchbox", { name: "Filter roles by text" }).fill("incident");
    await expect(count(page)).toHaveText(/^Showing \d+ of 40 roles$/);
    await expect(cards(page).getByRole("link", { name: "Responder" })).toBeVisible();
    await expect(cards(page).getByRole("link", { name: "Postmortem Lead" })).toBeVisible();
    await expect(cards(page).getByRole("link", { name: "Architect" })).toBeHidden();
    // Forgiving about words, and a card's keywords count (the scribe's: "meeting notes").
    await page.getByRole("searchbox", { name: "Filter roles by text" }).fill("meeting notes");
    const shown = page.locator("[data-role-card]:visible");
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAttribute("data-role-card", "scribe");

    await page.getByRole("searchbox", { name: "Filter roles by text" }).fill("");
    await page.getByRole("combobox", { name: "Emission model" }).selectOption("Diagnosis");
    await expect(count(page)).toHaveText("Showing 2 of 40 roles");
    await expect(cards(page).filter({ visible: true }).getByRole("heading")).toHaveText([
      "Investigator",
      "Troubleshooter",
    ]);

    await page.getByRole("combobox", { name: "Effort" }).selectOption("low");
    await expect(count(page)).toHaveText("Showing 0 of 40 roles");
    await expect(page.getByText("No role matches these filters.")).toBeVisible();

    await page.getByRole("combobox", { name: "Emission model" }).selectOption("");
    await expect(count(page)).toHaveText("Showing 1 of 40 roles");
    await expect(cards(page).filter({ visible: true }).getByRole("heading")).toHaveText(["Commentator"]);
  });

  test("keeps the filter in the URL so it can be shared, and clears it", async ({ page }) => {
    await page.goto("/?effort=medium&emits=Document");
    await expect(page.getByRole("combobox", { name: "Effort" })).toHaveValue("medium");
    await expect(cards(page).filter({ visible: true }).getByRole("heading")).toHaveText([
      "Scribe",
      "Translator",
      "Writer",
    ]);
    await page.getByRole("searchbox", { name: "Filter roles by text" }).fill("japanese");
    await expect(page).toHaveURL(/[?&]q=japanese/);
    await expect(cards(page).filter({ visible: true }).getByRole("heading")).toHaveText(["Translator"]);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(count(page)).toHaveText("Showing all 40 roles");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "Clear filters" })).toBeHidden();
  });

  test("what the reader types before the page's code has arrived is kept, filters and goes into the URL", async ({
    page,
  }) => {
    const { release } = await holdRequests(page, ISLAND_FILES);
    // The link names an effort; what the reader then types is what the fields show, so it wins.
    await page.goto("/?effort=medium", { waitUntil: "commit" });
    const searchbox = page.getByRole("searchbox", { name: "Filter roles by text" });
    await searchbox.fill("incident");
    release();
    await expect(count(page)).toHaveText(/^Showing \d+ of 40 roles$/);
    await expect(searchbox).toHaveValue("incident");
    await expect(cards(page).getByRole("link", { name: "Responder" })).toBeVisible();
    await expect(cards(page).getByRole("link", { name: "Architect" })).toBeHidden();
    await expect(page).toHaveURL(/\/\?q=incident$/);
  });
});

import { expect, test } from "@playwright/test";

import { seriousViolations } from "./axe";

const PAGES = [
  "/",
  "/roles/architect",
  "/roles/critic",
  "/modes",
  "/modes/fast",
  "/emissions",
  "/emissions/EscalationRequest",
  "/packs/default",
  "/directory-roles/DependencyAuditor",
  "/roles/no-such-role",
];

// axe on the longest pages takes a while on a busy 2-core machine.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

for (const scheme of ["light", "dark"] as const) {
  test.describe(`axe in ${scheme} mode`, () => {
    test.use({ colorScheme: scheme });
    for (const path of PAGES) {
      test(`${path} has no serious or critical violations`, async ({ page }) => {
        await page.goto(path);
        // Open every disclosure so folded content is checked too.
        await page.evaluate(() =>
          document.querySelectorAll("details").forEach((details) => (details.open = true)),
        );
        expect(await seriousViolations(page, { scheme })).toEqual([]);
      });
    }
  });
}

test("the open search dialog has no serious or critical violations", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the catalog" });
  await dialog.getByRole("combobox", { name: "Search roles, modes and emission models" }).fill("re");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  expect(await seriousViolations(page, { include: "dialog" })).toEqual([]);
});

test("the phone layout has no serious or critical violations", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  for (const path of ["/", "/roles/analyst"]) {
    await page.goto(path);
    expect(await seriousViolations(page), path).toEqual([]);
  }
});

import { expect, test } from "@playwright/test";

import { seriousViolations } from "./axe";

/**
 * One page of each type, checked with every rule in light mode. Pages marked `dark` are checked again
 * (the schemes share the colour tokens, so three pages with the most kinds of component cover it)
 * in dark mode (colour contrast only, on the same load: the theme follows the system scheme live),
 * and pages marked `phone` again at phone width, where the header and contents fold. Directory-role
 * pages are checked in e2e/directory-roles.spec.ts.
 */
const PAGES: { path: string; dark?: boolean; phone?: boolean }[] = [
  { path: "/", dark: true, phone: true },
  { path: "/roles/architect", dark: true },
  { path: "/modes", dark: true },
  { path: "/modes/fast" },
  { path: "/emissions" },
  { path: "/emissions/EscalationRequest" },
  { path: "/packs/default" },
  { path: "/roles/no-such-role" },
];

// axe on the longest pages takes a while on a busy 2-core machine.
test.describe.configure({ mode: "parallel", timeout: 120_000 });

test.describe("axe", () => {
  test.use({ colorScheme: "light" });
  for (const { path, dark, phone } of PAGES) {
    const also = [dark && "dark", phone && "phone"].filter(Boolean).join(" and ");
    test(`${path} has no serious or critical violations in light${also ? ` and ${also}` : ""}`, async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
      // Open every disclosure so folded content is checked too.
      const openDetails = () =>
        page.evaluate(() => document.querySelectorAll("details").forEach((details) => (details.open = true)));
      await openDetails();
      expect(await seriousViolations(page), `${path} light`).toEqual([]);
      if (dark) {
        await page.emulateMedia({ colorScheme: "dark" });
        await expect(page.locator("html.dark")).toHaveCount(1);
        expect(await seriousViolations(page, { scheme: "dark" }), `${path} dark`).toEqual([]);
        await page.emulateMedia({ colorScheme: "light" });
        await expect(page.locator("html.dark")).toHaveCount(0);
      }
      if (phone) {
        await page.setViewportSize({ width: 375, height: 812 });
        await openDetails();
        expect(await seriousViolations(page), `${path} phone`).toEqual([]);
      }
    });
  }
});

test("the open search dialog has no serious or critical violations", async ({ page }) => {
  await page.goto("/");
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the catalog" });
  await dialog.getByRole("combobox", { name: "Search roles, modes and emission models" }).fill("re");
  await expect(dialog.getByRole("option").first()).toBeVisible();
  expect(await seriousViolations(page, { include: "dialog" })).toEqual([]);
});

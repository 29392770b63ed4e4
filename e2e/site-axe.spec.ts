import { expect, test, type Page } from "@playwright/test";

import { expectAxeCleanInBothSchemes, seriousViolations } from "./axe";
import { TEAM_ROLES_SOURCE } from "./fixtures/team-catalog";

/** A page to check, and what to do once it has loaded before checking it. */
type Target = {
  path: string;
  /** Brings the page to the state worth checking (its islands rendered, a list filled in). */
  prepare?: (page: Page) => Promise<void>;
};

const islandsReady = (page: Page) => expect(page.locator("html[data-islands=ready]")).toHaveCount(1);

/**
 * One page of every type (the composer's states are in compose-a11y.spec.ts), each checked with every
 * rule in light and for colour contrast in dark. Pages share a test in pairs (a new page costs more
 * than a navigation) unless one alone takes long. The home page is also checked at phone width (the
 * header folds) and with the search dialog open.
 */
const GROUPS: Target[][] = [
  [{ path: "/roles/architect" }, { path: "/roles/no-such-role" }],
  [{ path: "/modes" }, { path: "/modes/fast" }],
  [{ path: "/emissions" }, { path: "/emissions/EscalationRequest" }],
  [{ path: "/export" }, { path: "/a-z" }],
  [
    { path: "/directory-roles" },
    { path: "/directory-roles/SupportTriage" },
    // The whole list, page by page (lib/site/directory-role-list.ts).
    { path: "/directory-roles-list/1" },
    { path: "/directory-roles-skipped" },
  ],
  // The two longest scans, each a test of its own so that neither ends the run alone.
  [{ path: "/packs/default" }],
  [
    {
      // With findings of each kind, so their colours are checked too.
      path: "/packs/lab",
      prepare: async (page) => {
        await expect(page.getByTestId("pack-clean")).toBeVisible({ timeout: 20_000 });
        await page
          .getByTestId("pack-input")
          .fill("name: team\nroles:\n  analyst:\n    default_modes: [slow, fast]\n    modes_allow: [slow]\n");
        await expect(page.getByTestId("pack-finding").first()).toBeVisible({ timeout: 20_000 });
      },
    },
  ],
  [
    {
      path: "/compare?a=critic:slow&b=reviewer:slow",
      prepare: (page) => expect(page.locator('[data-testid="diff"] [data-diff]').first()).toBeVisible(),
    },
    {
      // With a folder read, so the loaded role and the skipped folder are checked too.
      path: "/open-roles",
      prepare: async (page) => {
        await expect(page.locator("[data-open-ready]")).toHaveCount(1);
        await page.getByTestId("roles-folder-input").setInputFiles(TEAM_ROLES_SOURCE);
        await expect(page.getByTestId("open-role").first()).toBeVisible();
      },
    },
  ],
];

/**
 * Opens the disclosures so folded content is checked too: every one outside tables, and in a table
 * those of its first row only. A table's rows repeat one component with other text (/packs/default has
 * 40 policy disclosures alike), and checking each copy made that page the longest scan.
 */
const openDetails = (page: Page) =>
  page.evaluate(() =>
    document.querySelectorAll("details").forEach((details) => {
      const row = details.closest("tr");
      if (!row || !row.previousElementSibling) details.open = true;
    }),
  );

// axe on the longest pages takes a while on a busy 2-core machine.
test.describe.configure({ mode: "parallel", timeout: 120_000 });
test.use({ colorScheme: "light", reducedMotion: "reduce" });

test.describe("axe, light and dark", () => {
  for (const group of GROUPS) {
    test(group.map((target) => target.path).join(" and "), async ({ page }) => {
      for (const target of group) {
        await page.goto(target.path);
        await islandsReady(page);
        await target.prepare?.(page);
        await openDetails(page);
        await expectAxeCleanInBothSchemes(page, target.path);
      }
    });
  }

  test("/ at desktop and phone width, and the open search dialog", async ({ page }) => {
    await page.goto("/");
    await islandsReady(page);
    await expectAxeCleanInBothSchemes(page, "/");

    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    await dialog.getByRole("combobox", { name: "Search roles, modes and emission models" }).fill("re");
    await expect(dialog.getByRole("option").first()).toBeVisible();
    await expectAxeCleanInBothSchemes(page, "search dialog", { include: "dialog" });
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    await page.setViewportSize({ width: 375, height: 812 });
    await openDetails(page);
    expect.soft(await seriousViolations(page), "/ at 375 px").toEqual([]);
  });
});

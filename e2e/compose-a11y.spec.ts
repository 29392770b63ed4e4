import { expect, test, type Page } from "@playwright/test";

import { seriousViolations } from "./axe";
import { openComposer } from "./compose-helpers";

const STATES: readonly [string, string, ((page: Page) => Promise<void>)?][] = [
  ["empty", ""],
  ["conflict", "?role=researcher&modes=slow,fast"],
  ["URL error", "?role=%3Cscript%3E&modes=,"],
  [
    "role list open",
    "?role=critic",
    async (page) => {
      await page.getByRole("combobox", { name: "Role" }).focus();
      await page.keyboard.press("ArrowDown");
    },
  ],
  [
    "mode list open with warnings",
    "?role=critic&modes=slow",
    async (page) => {
      await page.getByRole("combobox", { name: "Add a mode" }).focus();
      await page.keyboard.type("fast");
    },
  ],
  [
    "composition, runtime view and validator errors",
    "?role=critic&modes=adversarial,socratic&name=adv-critic",
    async (page) => {
      await page.getByRole("tab", { name: "Runtime" }).click();
      await page.getByRole("textbox", { name: "Check a model's output" }).fill('{"verdict": 1}');
      await expect(page.getByTestId("output-result")).toContainText("problem");
    },
  ],
];

// Every state in the light scheme; the dark scheme shares the colour tokens, so one state covers it (a
// composition with an open list and its warnings), checked on the same load: the theme follows
// the system scheme live.
const DARK_STATES = new Set(["mode list open with warnings"]);

test.describe("accessibility", () => {
  test.use({ colorScheme: "light" });
  for (const [name, query, prepare] of STATES) {
    const dark = DARK_STATES.has(name);
    test(`no serious or critical axe violations: ${name}${dark ? " (light and dark)" : ""}`, async ({
      page,
    }) => {
      await openComposer(page, query);
      await prepare?.(page);
      expect(await seriousViolations(page)).toEqual([]);
      if (!dark) return;
      await page.emulateMedia({ colorScheme: "dark" });
      await expect(page.locator("html.dark")).toHaveCount(1);
      expect(await seriousViolations(page, { scheme: "dark" })).toEqual([]);
    });
  }
});

test.describe("phone width", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  for (const query of [
    "",
    "?role=postmortem-lead&modes=constraint-solving,visual-spatial,metacognitive&name=a-rather-long-profile-name-for-a-phone",
    "?role=researcher&modes=slow,fast",
  ]) {
    test(`nothing overflows sideways at 375 px: ${query || "empty"}`, async ({ page }) => {
      await openComposer(page, query);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  }
});

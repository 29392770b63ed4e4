import { expect, test, type Page } from "@playwright/test";

import { seriousViolations } from "./axe";
import { openComposer } from "./compose-helpers";

const STATES: readonly [string, string, ((page: Page) => Promise<void>)?][] = [
  ["empty", ""],
  ["composition", "?role=critic&modes=adversarial,socratic&name=adv-critic"],
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
    "runtime view and validator errors",
    "?role=critic",
    async (page) => {
      await page.getByRole("tab", { name: "Runtime" }).click();
      await page.getByRole("textbox", { name: "Check a model's output" }).fill('{"verdict": 1}');
      await expect(page.getByTestId("output-result")).toContainText("problem");
    },
  ],
];

// Every state in the light scheme; the dark scheme shares the colour tokens, so two states cover it: the
// fullest composition and an open list with its warnings.
const DARK_STATES = new Set(["composition", "mode list open with warnings"]);

for (const scheme of ["light", "dark"] as const) {
  test.describe(`accessibility (${scheme})`, () => {
    test.use({ colorScheme: scheme });
    for (const [name, query, prepare] of STATES) {
      if (scheme === "dark" && !DARK_STATES.has(name)) continue;
      test(`no serious or critical axe violations: ${name}`, async ({ page }) => {
        await openComposer(page, query);
        await prepare?.(page);
        expect(await seriousViolations(page, { scheme })).toEqual([]);
      });
    }
  });
}

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

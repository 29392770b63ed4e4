import { expect, test, type Page } from "@playwright/test";

import { expectAxeCleanInBothSchemes } from "./axe";
import { openComposer } from "./compose-helpers";

type State = {
  name: string;
  query: string;
  prepare?: (page: Page) => Promise<void>;
  /** Only these parts, when the rest of the page is a state checked whole already. */
  include?: string[];
};

/** An open list and the box that owns it (aria-activedescendant, aria-expanded). */
const OPEN_LIST = ['[role="combobox"][aria-expanded="true"]', '[role="listbox"]:not([hidden])'];

/**
 * The composer's states, each checked with every axe rule in light and for colour contrast in dark (on
 * the same load: the theme follows the system scheme live). An open list is checked alone: around it
 * is a composition of the kind the other states check whole. States share a test (a new page costs
 * more than a navigation), in two of about equal length. A composition with its runtime view and the
 * validator's errors is checked in compose-emissions.spec.ts, on the page its validator test loads.
 * The composer's layout at phone widths is checked in site-layout.spec.ts.
 */
const GROUPS: State[][] = [
  [
    { name: "empty", query: "" },
    { name: "URL error", query: "?role=%3Cscript%3E&modes=," },
    {
      name: "mode list open with warnings",
      query: "?role=critic&modes=slow",
      prepare: async (page) => {
        await page.getByRole("combobox", { name: "Add a mode" }).focus();
        await page.keyboard.type("fast");
        await expect(page.getByRole("listbox", { name: "Modes" })).toBeVisible();
      },
      include: OPEN_LIST,
    },
  ],
  [
    { name: "conflict", query: "?role=researcher&modes=slow,fast" },
    {
      name: "role list open",
      query: "?role=critic",
      prepare: async (page) => {
        await page.getByRole("combobox", { name: "Role" }).focus();
        await page.keyboard.press("ArrowDown");
        await expect(page.getByRole("listbox", { name: "Roles" })).toBeVisible();
      },
      include: OPEN_LIST,
    },
  ],
];

test.describe.configure({ timeout: 90_000 });
test.use({ colorScheme: "light", reducedMotion: "reduce" });

test.describe("composer accessibility, light and dark", () => {
  for (const group of GROUPS) {
    test(group.map((state) => state.name).join(" and "), async ({ page }) => {
      for (const { name, query, prepare, include } of group) {
        await openComposer(page, query);
        await prepare?.(page);
        await expectAxeCleanInBothSchemes(page, name, { include });
      }
    });
  }
});

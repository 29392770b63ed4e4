// Issue 27, tried as a user would: search shows that it is working and never an old list, every tool
// is a header link on desktop (one row at every width) and one menu away on a phone, JavaScript off too
// (where Search leads to the A–Z index), the pack lab leads to the fix, a composer
// link to a role from a local folder explains itself, and the validator takes a chat reply.
import { expect, test, type Page } from "@playwright/test";

import { holdRequests, watchForErrors } from "./compose-helpers";

const slow = expect.configure({ timeout: 20_000 });

const TOOLS = [
  ["Roles", "/"],
  ["Modes", "/modes"],
  ["Emissions", "/emissions"],
  ["Directory roles", "/directory-roles"],
  ["Pack", "/packs/"],
  ["Composer", "/compose"],
  ["Compare", "/compare"],
  ["Pack lab", "/packs/lab"],
  ["Import", "/open-roles"],
  ["Export", "/export"],
] as const;

/** Every tool's link, as the header offers it at this width: each a link of its own on desktop, in "Menu" on a phone. */
async function expectEveryTool(page: Page, phone: boolean): Promise<void> {
  const header = page.locator("header").first();
  // On the narrowest phones the word "Menu" is for screen readers only: click its button.
  if (phone) await header.locator("summary", { hasText: "Menu" }).click();
  const menu = page.getByRole("navigation", { name: phone ? "Site menu" : "Main" });
  for (const [label, href] of TOOLS) {
    const link = menu.getByRole("link", { name: new RegExp(`^${label}\\b`) }).first();
    await expect(link, label).toBeVisible();
    expect(await link.getAttribute("href"), label).toContain(href);
  }
}

/**
 * At every desktop width the header is one row: its links on one line, each whole, none under the
 * search and theme buttons, nothing scrolled sideways.
 */
async function expectOneRow(page: Page): Promise<void> {
  for (const width of [1024, 1100, 1279, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const row = await page.locator("[data-island=nav]").evaluate((bar) => {
      const nav = bar.querySelector("nav[aria-label=Main]")!.getBoundingClientRect();
      const buttons = bar.querySelector("[data-header-buttons]")!.getBoundingClientRect();
      const links = [...bar.querySelectorAll("nav[aria-label=Main] a")].map((link) =>
        link.getBoundingClientRect(),
      );
      return {
        tops: new Set(links.map((link) => Math.round(link.top))).size,
        tallest: Math.max(...links.map((link) => link.height)),
        overlap: Math.max(...links.map((link) => link.right)) - Math.min(nav.right, buttons.left),
        sideways: bar.scrollWidth - bar.clientWidth,
      };
    });
    expect(row.tops, `${width} px: one line`).toBe(1);
    expect(row.tallest, `${width} px: no link wraps`).toBeLessThan(40);
    expect(row.overlap, `${width} px: the links end before the buttons`).toBeLessThanOrEqual(0);
    expect(row.sideways, `${width} px`).toBe(0);
  }
}

test.describe("findable and forgiving", () => {
  test("search shows a loading state, never the last list, then highlighted results", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto("/modes");
    await page.keyboard.press("/");
    const dialog = page.getByRole("dialog", { name: "Search the catalog" });
    const results = page.getByTestId("search-result");
    // The empty query's list (Analyst, Arbitrator, …) is what used to linger under a new query.
    await slow(results.first()).toBeVisible();
    const { release } = await holdRequests(page, "**/pagefind/**");
    await page.getByTestId("search-input").fill("meeting notes");
    await expect(dialog.getByTestId("search-loading")).toBeVisible();
    await expect(dialog.getByRole("status")).toContainText("Searching for “meeting notes”");
    await expect(results).toHaveCount(0);
    release();
    await slow(results.first()).toHaveAttribute("href", "/roles/scribe");
    await expect(dialog.getByTestId("search-loading")).toHaveCount(0);
    // Why it matched: the keyword, highlighted.
    await expect(results.first().locator("mark").first()).toBeVisible();
    await expect(results.first().getByTestId("search-keywords")).toContainText("meeting notes");
    expect(problems).toEqual([]);
  });

  for (const [name, size] of [
    ["desktop", { width: 1280, height: 800 }],
    ["phone", { width: 375, height: 740 }],
  ] as const) {
    test(`every tool is reachable from the header on ${name}, with and without JavaScript`, async ({
      browser,
    }) => {
      test.setTimeout(90_000); // four page loads in two browser contexts
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport: size, javaScriptEnabled });
        const page = await context.newPage();
        await page.goto("/emissions/Finding");
        await expectEveryTool(page, name === "phone");
        if (name === "desktop") await expectOneRow(page);
        if (!javaScriptEnabled) {
          // Without JavaScript, Search is a link to the A–Z index of everything it would find.
          await page.getByRole("link", { name: "Search", exact: true }).click();
          await expect(page).toHaveURL(/\/a-z$/);
          await expect(page.getByTestId("a-z-entry").filter({ hasText: /^Architect$/ })).toHaveAttribute(
            "href",
            "/roles/architect",
          );
        }
        await page
          .getByRole("link", { name: /^Pack lab\b/ })
          .first()
          .click();
        await expect(page).toHaveURL(/\/packs\/lab$/);
        await context.close();
      }
    });
  }

  test("the pack lab puts errors first, folds the warnings and fixes a key and a name in one click", async ({
    page,
  }) => {
    test.setTimeout(90_000); // each edit is checked in the lab's worker
    await page.goto("/packs/lab");
    const input = page.getByTestId("pack-input");
    await slow(page.getByTestId("pack-clean")).toBeVisible();
    await input.fill("name: team\nroles:\n  critc:\n    allowed_modes: [slow]\n    effort: 3\n");
    // Every format error at once, each with its place.
    const findings = page.getByTestId("pack-finding");
    await expect(findings).toHaveCount(2, { timeout: 45_000 });
    await expect(findings.nth(0)).toContainText("PACK_INVALID");
    await expect(findings.nth(0)).toContainText("line 4, column 5");
    await expect(findings.nth(1)).toContainText("roles.critc.effort");
    await expect(findings.nth(0).getByTestId("pack-suggestion")).toContainText("Did you mean modes_allow?");
    await findings.nth(0).getByRole("button", { name: "Change to modes_allow" }).click();
    await input.fill((await input.inputValue()).replace("effort: 3", "effort: high"));
    await expect(input).toHaveValue(
      "name: team\nroles:\n  critc:\n    modes_allow: [slow]\n    effort: high\n",
    );
    // Now the pack parses: the unknown role is an error, first; the 40 roles without an entry are one folded group.
    const unknown = page.locator('[data-testid="pack-finding"][data-code="UNKNOWN_ROLE"]');
    await slow(unknown).toContainText("Did you mean critic?");
    await expect(findings.first()).toHaveAttribute("data-code", "UNKNOWN_ROLE");
    const missing = page.locator('[data-testid="pack-warning-group"][data-code="MISSING_ROLE"]');
    await expect(missing).toContainText("40 roles have no entry — that is fine for a team pack");
    await expect(missing.getByTestId("pack-finding").first()).toBeHidden();
    await missing.locator("summary").click();
    await expect(missing.getByTestId("pack-finding").first()).toBeVisible();
    await unknown.getByRole("button", { name: "Change to critic" }).click();
    await expect(input).toHaveValue(
      "name: team\nroles:\n  critic:\n    modes_allow: [slow]\n    effort: high\n",
    );
    await slow(page.locator('[data-testid="pack-finding"][data-code="UNKNOWN_ROLE"]')).toHaveCount(0);
  });

  test("a composer link to a role from a local folder says where the role lives", async ({ page }) => {
    await page.goto("/compose?role=MyFolderRole#from-folder");
    const error = page.getByTestId("compose-error");
    await slow(error).toContainText("Unknown role: 'MyFolderRole'");
    const note = error.getByTestId("compose-local-note");
    await expect(note).toContainText("MyFolderRole came from a folder opened on this device");
    await expect(note.getByRole("link", { name: "Open the folder again here" })).toHaveAttribute(
      "href",
      "/open-roles",
    );
  });

  test("the output validator takes a chat reply: prose, then a fenced JSON block", async ({ page }) => {
    await page.goto("/compose?role=critic");
    const box = page.getByRole("textbox", { name: "Check a model's output" });
    await slow(box).toBeVisible();
    await box.fill(
      'Here is my review of the draft.\n\n```json\n{"verdict": {"verdict": "approve", "rationale": "Sound.", "evidence": "Read every section."}}\n```\n\nAsk if you want more.',
    );
    const result = page.getByTestId("output-result");
    await slow(result).toContainText("Checked the JSON block of the reply");
    await expect(result).toContainText("Valid: verdict");
  });
});

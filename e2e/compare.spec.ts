import { expect, test, type Page } from "@playwright/test";

import { listModes, listRoles, Profile } from "../lib/casts";
import { buildSourcedMessage, diffSourcedMessages } from "../lib/casts/compare";

import {
  expectExactText,
  holdIslandCode,
  holdRequests,
  ISLAND_FILES,
  watchForErrors,
} from "./compose-helpers";

const message = (role: string, modes: string[] = []) => Profile.compose(role, { modes }).buildSystemMessage();
const counts = (roleA: string, modesA: string[], roleB: string, modesB: string[]) => {
  const diff = diffSourcedMessages(
    buildSourcedMessage(Profile.compose(roleA, { modes: modesA })),
    buildSourcedMessage(Profile.compose(roleB, { modes: modesB })),
    { countTokens: () => 0 },
  );
  return {
    added: diff.lines.filter((line) => line.status === "added").length,
    removed: diff.lines.filter((line) => line.status === "removed").length,
  };
};

async function expectDiff(page: Page, want: { added: number; removed: number }) {
  await expect(page.locator('[data-testid="diff"] [data-diff="added"]')).toHaveCount(want.added);
  await expect(page.locator('[data-testid="diff"] [data-diff="removed"]')).toHaveCount(want.removed);
}

test.describe("compare page", () => {
  test("shows the URL's compositions exactly, diffs them, and swaps A and B from the keyboard", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/compare?a=critic&b=critic:slow");
    await expect(page.getByTestId("system-message-a")).toHaveText(message("critic"), { useInnerText: false });
    await expectExactText(page.getByTestId("system-message-b"), message("critic", ["slow"]));
    await expectDiff(page, counts("critic", [], "critic", ["slow"]));
    await expect(page.locator('[data-diff="added"][data-source="mode:slow"]').first()).toBeVisible();
    // A blank line keeps a line's height, so paragraphs stay apart (it has no text and no tag).
    const heights = await page
      .locator('[data-testid="diff"] [data-diff]')
      .evaluateAll((rows) =>
        rows.filter((row) => row.textContent?.trim() === "").map((row) => row.clientHeight),
      );
    expect(heights.length).toBeGreaterThan(0);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(20);

    await page.getByTestId("swap").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/compare\?a=critic:slow&b=critic$/);
    await expectExactText(page.getByTestId("system-message-a"), message("critic", ["slow"]));
    await expectDiff(page, counts("critic", ["slow"], "critic", []));

    await page.getByRole("radio", { name: "Runtime (with pack policy)" }).focus();
    await page.keyboard.press("Space");
    await expect(page).toHaveURL(/view=runtime/);
    await expect(
      page.locator('[data-testid="diff"] [data-source="policy:escalations"]').first(),
    ).toBeVisible();
    await expectExactText(page.getByTestId("system-message-b"), message("critic"));
    expect(problems).toEqual([]);
  });

  test("a link with no query shows the first role with and without the first mode at once; what the reader picks and presses before React has loaded is kept", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const [role] = listRoles();
    const [mode, other] = listModes();
    await page.goto("/compare");
    // The build's comparison, shown before any of React loads.
    await expectExactText(page.getByTestId("system-message-a"), message(role!));
    await expectExactText(page.getByTestId("system-message-b"), message(role!, [mode!]));
    await expectDiff(page, counts(role!, [], role!, [mode!]));
    await expect(page.locator(`[data-diff="added"][data-source="mode:${mode}"]`).first()).toBeVisible();

    const { requested, release } = await holdIslandCode(page);
    const add = page.getByLabel("Add a mode to A");
    await add.focus(); // reaching for the comparison fetches React, held until released
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await add.selectOption(other!);
    await page.getByTestId("swap").click();
    await expect(page).toHaveURL(/\/compare$/);
    release();
    await expect(page).toHaveURL(new RegExp(`/compare\\?a=${role}:${mode}&b=${role}:${other}$`));
    await expectExactText(page.getByTestId("system-message-a"), message(role!, [mode!]));
    await expectExactText(page.getByTestId("system-message-b"), message(role!, [other!]));
    await expectDiff(page, counts(role!, [mode!], role!, [other!]));
    expect(problems).toEqual([]);
  });

  test("before its code arrives, the first paint holds the build's comparison on a link with no query and the loading line on one with a query", async ({
    page,
  }) => {
    const { release } = await holdRequests(page, ISLAND_FILES);
    const loadingLine = page.getByText("Loading the comparison…");
    await page.goto("/compare", { waitUntil: "commit" });
    await expect(page.getByTestId("system-message-b")).toBeVisible();
    await expect(loadingLine).toBeHidden();
    await page.goto("/compare?a=critic&b=critic:slow", { waitUntil: "commit" });
    await expect(loadingLine).toBeVisible();
    await expect(page.getByTestId("system-message-a")).toBeHidden();
    release();
    await expectExactText(page.getByTestId("system-message-a"), message("critic"));
    await expect(loadingLine).toBeHidden();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the build's comparison with a note, and no controls that would do nothing", async ({
      page,
    }) => {
      const [role] = listRoles();
      const [mode] = listModes();
      await page.goto("/compare");
      await expectExactText(page.getByTestId("system-message-b"), message(role!, [mode!]));
      await expectDiff(page, counts(role!, [], role!, [mode!]));
      // Playwright's text and role engines skip <noscript>, so the note is found by its markup.
      const note = page.locator("main noscript p");
      await expect(note).toBeVisible();
      await expect(note).toContainText("Choosing other compositions needs JavaScript");
      await expect(note.locator("code")).toHaveText(`casts diff ${role!} ${role!}:${mode!}`);
      const controls = await page.locator("main select, main button").all();
      expect(controls.length).toBeGreaterThan(4);
      for (const control of controls) await expect(control).toBeHidden();
      await expect(page.getByText("Loading the comparison…")).toBeHidden();
    });
  });

  test("on a phone, edits one side into the URL and reads the diff before the messages", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/compare?a=critic:slow&b=reviewer:slow&view=emissions");
    await expect(page.locator('[data-testid="diff"] [data-diff]').first()).toBeVisible();
    await page.getByRole("radio", { name: "System message" }).click();
    await page.getByLabel("Add a mode to B").selectOption("evidential");
    await expect(page).toHaveURL(/\/compare\?a=critic:slow&b=reviewer:slow,evidential$/);
    await expectExactText(page.getByTestId("system-message-b"), message("reviewer", ["slow", "evidential"]));
    await expectDiff(page, counts("critic", ["slow"], "reviewer", ["slow", "evidential"]));
    const diffTop = (await page.getByTestId("diff").boundingBox())?.y ?? Infinity;
    const messageTop = (await page.getByTestId("system-message-a").boundingBox())?.y ?? -Infinity;
    expect(diffTop).toBeLessThan(messageTop);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
  });
});

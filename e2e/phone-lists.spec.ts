import { expect, test, type Locator } from "@playwright/test";

// The long lists of the home page, the pack page and the pack lab, and a role page's sections after its
// system message, are laid out only as they near the viewport (content-visibility: auto), so a phone's
// first frame holds what it shows, not all of them.
// What has to hold for a reader: the cards in view are drawn at once, the others as they are scrolled
// to, and a link to a row still lands on it.

/** Whether the browser has laid out the element's content (false while content-visibility skips it). */
function drawn(element: Locator): Promise<boolean> {
  return element.evaluate((at) => at.checkVisibility({ contentVisibilityAuto: true }));
}

test.describe("long lists on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 }, hasTouch: true, isMobile: true });

  test("draw the cards in view at once and the others as they are scrolled to; a link to a pack row or a role page's section lands on it; the lab's YAML wraps only when asked", async ({
    page,
  }) => {
    await page.goto("/");
    const cards = page.locator("li[data-role-card]");
    expect(await drawn(cards.first().locator("h3"))).toBe(true);
    const lastCard = cards.last().locator("h3");
    expect(await drawn(lastCard)).toBe(false);
    await lastCard.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastCard)).toBe(true);
    await expect(lastCard).toBeVisible();
    // The mode cards below them, the same way.
    const lastMode = page.locator("section[aria-labelledby='modes'] li h3").last();
    expect(await drawn(lastMode)).toBe(false);
    await lastMode.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(lastMode)).toBe(true);

    // The last row of the pack's table, reached by its link: drawn, and at the top of the view.
    const rows = page.locator("main tbody > tr[id^='pack-']");
    await page.goto("/packs/default");
    expect(await drawn(rows.first().locator("th"))).toBe(true);
    const lastId = await rows.last().getAttribute("id");
    expect(await drawn(rows.last().locator("th"))).toBe(false);
    await page.goto(`/packs/default#${lastId}`);
    const target = page.locator(`[id="${lastId}"] th`);
    await expect.poll(() => drawn(target)).toBe(true);
    await expect(target).toBeInViewport();

    // A role page: the system message's reading view is drawn; its markdown source and the sections
    // after it wait; a link to one lands on it.
    await page.goto("/roles/architect");
    expect(await drawn(page.locator("section[aria-labelledby='system-message'] .markdown > *").first())).toBe(
      true,
    );
    expect(await drawn(page.getByTestId("role-body"))).toBe(false);
    for (const id of ["emissions", "default-pack", "exports", "how-tested"])
      expect(await drawn(page.locator(`h2[id="${id}"]`)), id).toBe(false);
    await page.goto("/roles/architect#how-tested");
    const tested = page.getByRole("heading", { name: "How this role is tested" });
    await expect.poll(() => drawn(tested)).toBe(true);
    await expect(tested).toBeInViewport();
    await expect(page.getByTestId("role-eval").first()).toBeVisible();
    // A directory role page the same way: its prompt is drawn, its configuration and commands wait.
    await page.goto("/directory-roles/DataEngineer");
    expect(await drawn(page.locator("h2#prompt-heading"))).toBe(true);
    for (const id of ["config-heading", "testers-heading", "cli-heading"])
      expect(await drawn(page.locator(`h2[id="${id}"]`)), id).toBe(false);
    // A link to one lands on it drawn, below the sticky header (56 px).
    await page.goto("/directory-roles/DataEngineer#config-heading");
    const config = page.locator("h2#config-heading");
    await expect.poll(() => drawn(config)).toBe(true);
    await expect(config).toBeInViewport();
    expect(await config.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      56,
    );

    await page.goto("/packs/lab");
    const input = page.getByTestId("pack-input");
    const whiteSpace = () => input.evaluate((area) => getComputedStyle(area).whiteSpace);
    // YAML's indentation is its structure: a long line scrolls sideways inside the box unless asked.
    expect(await whiteSpace()).toBe("pre");
    const wrap = page.getByLabel("Wrap long lines");
    await wrap.check();
    expect(await whiteSpace()).toBe("pre-wrap");
    await wrap.uncheck();
    expect(await whiteSpace()).toBe("pre");

    // The effective configuration stacks into cards of labelled values; the last is drawn when reached.
    const table = page.getByTestId("effective-config");
    expect((await table.locator("thead").boundingBox())?.width).toBeLessThanOrEqual(1); // for screen readers
    const lastRow = table.locator("tbody > tr").last();
    const effort = lastRow.locator("td[data-field='effort']");
    expect(await drawn(effort)).toBe(false);
    await effort.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(effort)).toBe(true);
    await expect(effort).toBeVisible();
    await expect(effort).toContainText(/^Effort /);
  });
});

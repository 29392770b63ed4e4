import { expect, test, type Page } from "@playwright/test";

// One page of every type, the tools in the states that fill them most (a long composition, a conflict).
const PAGES = [
  "/",
  "/roles/reviewer",
  "/modes",
  "/modes/fast",
  "/emissions",
  "/emissions/EscalationRequest",
  "/packs/default",
  "/packs/lab",
  "/directory-roles",
  "/directory-roles/DependencyAuditor",
  "/open-roles",
  "/compose",
  "/compose?role=postmortem-lead&modes=constraint-solving,visual-spatial,metacognitive&name=a-rather-long-profile-name-for-a-phone",
  "/compose?role=researcher&modes=slow,fast",
  "/compare?a=critic:slow&b=reviewer:slow,evidential",
  "/roles/no-such-role",
  "/export",
  "/a-z",
];
/** What shows once a tool's island has rendered (catalog pages need only the header islands). */
const TOOL_READY: Record<string, string> = {
  "/packs/lab": '[data-testid="pack-clean"]',
  "/open-roles": "[data-open-ready]",
  "/compose": '[data-testid="composer"]',
  "/compare": '[data-testid="diff"]',
};
const WIDTHS = [320, 375, 768, 1440];

/** Elements wider than the viewport, by a short description, when the page scrolls sideways. */
function sidewaysOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return [];
    return [...document.body.querySelectorAll("*")]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((element) => element.checkVisibility())
      .slice(-3)
      .map(
        (element) =>
          `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`,
      );
  });
}

/**
 * Controls smaller than 44 × 44 px (44 px tall for links laid out as boxes); links inside running
 * text are exempt, as WCAG's inline exception allows. A checkbox or radio inside a label is hit
 * through the label, so the label is measured.
 */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("a[href], button, summary, select, input, [role=tab]")]
      .filter((element) => element.checkVisibility() && !element.closest("dialog:not([open])"))
      .filter((element) => element.tagName !== "A" || getComputedStyle(element).display !== "inline")
      .filter((element) => !element.classList.contains("sr-only"))
      .flatMap((element) => {
        const choice = element.matches("input[type=checkbox], input[type=radio]");
        const target = (choice && element.closest("label")) || element;
        const { width, height } = target.getBoundingClientRect();
        const wide = element.tagName === "BUTTON" || element.getAttribute("role") === "tab";
        return height < 43.5 || (wide && width < 43.5)
          ? [
              `${element.tagName.toLowerCase()} “${element.textContent?.trim().slice(0, 30)}” ${Math.round(width)}×${Math.round(height)}`,
            ]
          : [];
      }),
  );
}

/** The pages in four tests of about equal length: one test of sixteen pages would end the run alone. */
const GROUPS = [0, 1, 2, 3].map((part) => PAGES.filter((_, index) => index % 4 === part));

test.describe("layout on phones, tablets and desktops", () => {
  test.use({ hasTouch: true, isMobile: true });
  test.describe.configure({ timeout: 120_000 });

  for (const group of GROUPS)
    test(`no page scrolls sideways at any width, and touch targets are at least 44 px: ${group.join(", ")}`, async ({
      page,
    }) => {
      for (const path of group) {
        await page.setViewportSize({ width: WIDTHS[0] ?? 320, height: 800 });
        await page.goto(path);
        await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
        const tool = TOOL_READY[new URL(path, "http://x").pathname];
        // The empty composer is the build's until the reader reaches for it: touch it to start it.
        if (path === "/compose") await page.getByTestId("compose-empty").hover();
        if (tool) await expect(page.locator(tool)).toHaveCount(1, { timeout: 20_000 });
        expect(await page.evaluate(() => matchMedia("(pointer: coarse)").matches), "coarse pointer").toBe(
          true,
        );
        // Long lists are laid out only near the viewport (content-visibility: auto), and what is skipped
        // has no size yet: draw everything, so every card and row is measured (its layout is the same).
        await page.addStyleTag({ content: "* { content-visibility: visible !important }" });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          expect.soft(await sidewaysOverflow(page), `${path} at ${width} px`).toEqual([]);
        }
        await page.setViewportSize({ width: 375, height: 800 });
        expect.soft(await smallTargets(page), `${path} touch targets`).toEqual([]);
      }
    });
});

import { expect, test, type Page } from "@playwright/test";

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = "rgb(13, 15, 18)";
const LIGHT_BG = "rgb(255, 255, 255)";

test.describe("dark mode", () => {
  test("follows the system before any framework script runs, so nothing flashes", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    const page = await context.newPage();
    // With every bundled script (the islands) blocked, only the inline theme script can set the class.
    await page.route(/\/_islands\/.*\.js$/, (route) => route.abort());
    // Record the class as soon as <body> exists, i.e. before the first paint of content.
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        if (document.body) {
          (window as unknown as { firstBodyDark: boolean }).firstBodyDark =
            document.documentElement.classList.contains("dark");
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    await page.goto("/roles/architect");
    expect(await page.evaluate(() => (window as unknown as { firstBodyDark: boolean }).firstBodyDark)).toBe(
      true,
    );
    expect(await isDark(page)).toBe(true);
    expect(await background(page)).toBe(DARK_BG);
    await context.close();
  });

  test("a stored choice wins over the system before any bundled script loads", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "dark" });
    await context.addInitScript(() => localStorage.setItem("casts-theme", "light"));
    const page = await context.newPage();
    await page.route(/\/_islands\/.*\.js$/, (route) => route.abort());
    await page.goto("/modes");
    expect(await isDark(page)).toBe(false);
    expect(await background(page)).toBe(LIGHT_BG);
    await context.close();
  });

  test("the toggle cycles system, light and dark, and the choice is remembered", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await page.goto("/");
    const toggle = page.getByRole("button", { name: /^System theme/ });
    await expect(toggle).toBeVisible();
    expect(await isDark(page)).toBe(false);
    await toggle.click();
    await expect(page.getByRole("button", { name: /^Light theme/ })).toBeVisible();
    await page.getByRole("button", { name: /^Light theme/ }).click();
    await expect(page.getByRole("button", { name: /^Dark theme/ })).toBeVisible();
    await expect.poll(() => isDark(page)).toBe(true);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("casts-theme"))).toBe("dark");
    await page.goto("/emissions");
    expect(await isDark(page)).toBe(true);
    await expect(page.getByRole("button", { name: /^Dark theme/ })).toBeVisible();
    await page.getByRole("button", { name: /^Dark theme/ }).click();
    await expect.poll(() => isDark(page)).toBe(false);
    await expect.poll(() => page.evaluate(() => localStorage.getItem("casts-theme"))).toBeNull();
    await context.close();
  });

  test("without JavaScript the system's scheme decides, highlighted code included, and follows a change", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/roles/architect");
    expect(await isDark(page)).toBe(false);
    expect(await background(page)).toBe(DARK_BG);
    // A token of the system message's highlighted text takes the dark theme's colour (--shiki-dark).
    const token = () =>
      page.evaluate(() => {
        const span = document.querySelector<HTMLElement>(".shiki span[style*='--shiki-dark']")!;
        const probe = document.createElement("i");
        probe.style.color = span.style.getPropertyValue("--shiki-dark");
        document.body.append(probe);
        const dark = getComputedStyle(probe).color;
        probe.remove();
        return { color: getComputedStyle(span).color, dark };
      });
    const darkToken = await token();
    expect(darkToken.color).toBe(darkToken.dark);
    await page.emulateMedia({ colorScheme: "light" });
    expect(await background(page)).toBe(LIGHT_BG);
    const lightToken = await token();
    expect(lightToken.color).not.toBe(lightToken.dark);
    await context.close();
  });

  test("in system mode the page follows a live change of the system scheme", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/modes/slow");
    expect(await isDark(page)).toBe(false);
    // The theme island listens for scheme changes once it has started.
    await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(() => isDark(page)).toBe(true);
    expect(await background(page)).toBe(DARK_BG);
  });
});

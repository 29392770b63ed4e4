import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * axe's serious and critical violations on the page, as `rule: targets` lines (empty when clean).
 * Light mode runs every rule. A dark pass changes only colours, so it runs the colour-contrast rule
 * alone: structure, names and roles are identical in both schemes and already checked in light.
 * Legacy mode checks the page in place instead of opening a blank page to gather frame results (we
 * have no iframes): about half the time. Only violations are collected, not passes or incompletes.
 */
export async function seriousViolations(
  page: Page,
  { scheme = "light", include }: { scheme?: "light" | "dark"; include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).setLegacyMode(true);
  if (scheme === "dark") builder = builder.withRules(["color-contrast"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

/**
 * Checks a page shown in the light scheme with every rule, then switches the system scheme to dark on
 * the same load (the theme follows it live) for the colour-contrast pass, and back to light. Soft: one
 * test can check several pages and report each. Run with `reducedMotion: "reduce"` so colours do not
 * transition while axe reads them.
 */
export async function expectAxeCleanInBothSchemes(
  page: Page,
  label: string,
  { include }: { include?: string } = {},
): Promise<void> {
  const scope = include ? { include } : {};
  expect.soft(await seriousViolations(page, scope), `${label} (light)`).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html.dark")).toHaveCount(1);
  expect.soft(await seriousViolations(page, { ...scope, scheme: "dark" }), `${label} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html.dark")).toHaveCount(0);
}

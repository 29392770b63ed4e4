import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

import { expect, type Page } from "@playwright/test";

/**
 * axe-core's minified build, the version @axe-core/playwright depends on. It is put into a page once
 * per document and run there directly: AxeBuilder evaluates the unminified source (1.3 MB) twice on
 * every analyze(), which cost more than most scans themselves.
 */
const AXE_SOURCE = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve(
    "axe-core/axe.min.js",
  ),
  "utf8",
);

type AxeInPage = {
  run: (
    context: Document | { include: string[]; exclude: string[] },
    options: { resultTypes: string[]; runOnly?: { type: "rule"; values: string[] } },
  ) => Promise<{ violations: { id: string; impact?: string | null; nodes: { target: unknown[] }[] }[] }>;
};

/**
 * axe's serious and critical violations on the page, and landmarks that share a name, as `rule: targets`
 * lines (empty when clean).
 * Light mode runs every rule. A dark pass changes only colours, so it runs the colour-contrast rule
 * alone: structure, names and roles are identical in both schemes and already checked in light.
 * axe runs in the top document only (as AxeBuilder's legacy mode did): a page with frames fails here
 * rather than have them go unchecked. Only violations are collected, not passes or incompletes.
 */
export async function seriousViolations(
  page: Page,
  { scheme = "light", include }: { scheme?: "light" | "dark"; include?: string | string[] } = {},
): Promise<string[]> {
  expect(page.frames(), "frames on the page, which this check would not scan").toHaveLength(1);
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: Partial<AxeInPage> }).axe?.run === "function",
  );
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ include, contrastOnly }) => {
      const axe = (window as unknown as { axe: AxeInPage }).axe;
      const { violations } = await axe.run(include.length > 0 ? { include, exclude: [] } : document, {
        resultTypes: ["violations"],
        ...(contrastOnly ? { runOnly: { type: "rule", values: ["color-contrast"] } } : {}),
      });
      return violations
        .filter(
          (violation) =>
            violation.impact === "serious" ||
            violation.impact === "critical" ||
            // Moderate, but a screen reader's list of landmarks is no use with two of one name (the pack
            // lab's effective configuration was a section and a table region, both so named).
            violation.id === "landmark-unique",
        )
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
        );
    },
    { include: include === undefined ? [] : [include].flat(), contrastOnly: scheme === "dark" },
  );
}

/**
 * Checks a page (or the parts `include` selects) shown in the light scheme with every rule, then switches the system scheme to dark on
 * the same load (the theme follows it live) for the colour-contrast pass, and back to light. Soft: one
 * test can check several pages and report each. Run with `reducedMotion: "reduce"` so colours do not
 * transition while axe reads them.
 */
export async function expectAxeCleanInBothSchemes(
  page: Page,
  label: string,
  { include }: { include?: string | string[] | undefined } = {},
): Promise<void> {
  const scope = include ? { include } : {};
  expect.soft(await seriousViolations(page, scope), `${label} (light)`).toEqual([]);
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(page.locator("html.dark")).toHaveCount(1);
  expect.soft(await seriousViolations(page, { ...scope, scheme: "dark" }), `${label} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: "light" });
  await expect(page.locator("html.dark")).toHaveCount(0);
}

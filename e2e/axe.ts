import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * axe's serious and critical violations on the page, as `rule: targets` lines (empty when clean).
 * Light mode runs every rule. A dark pass changes only colours, so it runs the colour-contrast rule
 * alone: structure, names and roles are identical in both schemes and already checked in light.
 */
export async function seriousViolations(
  page: Page,
  { scheme = "light", include }: { scheme?: "light" | "dark"; include?: string } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page });
  if (scheme === "dark") builder = builder.withRules(["color-contrast"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    );
}

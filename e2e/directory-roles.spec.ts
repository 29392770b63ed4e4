import { expect, test } from "@playwright/test";

import { loadSourceDirectoryRoles, resolveCatalogSource } from "../lib/casts/node";

const SAMPLES = [
  "DataEngineer",
  "DependencyAuditor",
  "IntakeRouter",
  "OnCallHandoff",
  "ReleaseNotesWriter",
  "SupportTriage",
  "ThreatModeler",
  "UXResearcher",
];

test.describe("directory roles without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the index lists every sample role with its folder, description, model and policy", async ({
    page,
  }) => {
    await page.goto("/directory-roles");
    await expect(page.getByRole("heading", { level: 1, name: "Directory roles" })).toBeVisible();
    const loaded = page.getByRole("region", { name: "Loaded roles" });
    for (const name of SAMPLES) {
      await expect(loaded.getByRole("heading", { level: 3, name })).toBeVisible();
    }
    const triage = page.getByRole("article", { name: "SupportTriage" });
    await expect(triage.getByText("roles/acme.SupportTriage/")).toBeVisible();
    await expect(triage.getByText("gpt-4\\.1-mini|claude-haiku-4.*")).toBeVisible();
    await expect(triage.getByText("continuous", { exact: true })).toBeVisible();
    // The folder the site was built from (`make e2e`: the team catalog, with one broken role).
    const { skipped } = loadSourceDirectoryRoles(resolveCatalogSource({ env: process.env }));
    const skippedRegion = page.getByRole("region", { name: "Skipped folders" });
    if (skipped.length === 0)
      await expect(skippedRegion).toContainText("None: every directory under roles/ loaded.");
    for (const entry of skipped)
      for (const reason of entry.reasons) await expect(skippedRegion).toContainText(reason);
  });

  test("a role page shows the prompt, every setting and a composer link", async ({ page }) => {
    await page.goto("/directory-roles/ReleaseNotesWriter");
    await expect(page.getByRole("heading", { level: 1, name: "ReleaseNotesWriter" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Release notes writer" })).toBeVisible();
    await page.getByText("Markdown source, exactly as sent").click();
    await expect(page.getByRole("region", { name: "system_prompt" })).toContainText("# Release notes writer");
    const settings = page.locator("dl").first();
    for (const field of [
      "model",
      "required_tools",
      "auto_approve_tools",
      "tool_filter",
      "execution_environment",
      "behavior_policy",
      "max_truncation_retries",
      "max_output_turns",
      "max_output_attempts",
    ]) {
      await expect(settings.getByText(field, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Compose with this role" })).toHaveAttribute(
      "href",
      "/compose?role=ReleaseNotesWriter",
    );
  });

  test("a role with no prompt says so; an unknown role is the site's 404 page", async ({ page }) => {
    await page.goto("/directory-roles/OnCallHandoff");
    await expect(page.getByText("No system prompt.")).toBeVisible();
    const response = await page.goto("/directory-roles/NoSuchRole");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "This page is not in the catalog" })).toBeVisible();
  });
});

test.describe("directory roles with JavaScript", () => {
  test("the header links to the page and its controls are reachable by keyboard", async ({ page }) => {
    await page.goto("/directory-roles");
    await expect(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Directory roles" }),
    ).toHaveAttribute("href", "/directory-roles");
    const filter = page.getByRole("searchbox", { name: "Filter roles" });
    await filter.focus();
    await page.keyboard.type("release");
    await expect(page.getByRole("heading", { level: 3, name: "ReleaseNotesWriter" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "SupportTriage" })).toBeHidden();
  });
});

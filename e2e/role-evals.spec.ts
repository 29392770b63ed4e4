// "How this role is tested" and /evals/<role>.json: server-rendered, read with JavaScript off.
import { expect, test } from "@playwright/test";

import { fixturesFor, loadEvals } from "@/lib/casts/node/evals";

test.use({ javaScriptEnabled: false });

const load = loadEvals({ directoryRoles: [] });

test.describe("how a role is tested", () => {
  test("a role page lists its fixtures with the task and each check in words", async ({ page }) => {
    await page.goto("/roles/reviewer");
    const section = page.getByRole("region", { name: "How this role is tested" });
    const items = section.getByTestId("role-eval");
    const fixtures = fixturesFor(load, "reviewer");
    await expect(items).toHaveCount(fixtures.length);
    await expect(items.getByRole("heading", { level: 3 })).toHaveText(
      fixtures.map((fixture) => fixture.name),
    );
    const first = items.first();
    await expect(first).toContainText("Task: PR #482");
    await expect(first.getByRole("listitem")).toContainText([
      "Sends verdict and finding",
      "Does not escalate",
    ]);
    await first.getByText("The whole task").click();
    await expect(first.getByText("+  return items.slice(start, start + size + 1);")).toBeVisible();
    await page
      .getByRole("navigation", { name: "On this page" })
      .getByRole("link", { name: "How it is tested" })
      .click();
    await expect(page).toHaveURL(/#how-tested$/);
  });

  test("a directory role page lists its text checks", async ({ page }) => {
    await page.goto("/directory-roles/ReleaseNotesWriter");
    const items = page.getByRole("region", { name: "How this role is tested" }).getByTestId("role-eval");
    await expect(items).toHaveCount(3);
    await expect(items.first().getByRole("listitem").first()).toHaveText("The reply mentions “timeout_ms”");
  });

  test("/evals/<role>.json holds the parsed fixtures, and an empty list for a role without any", async ({
    request,
  }) => {
    const reviewer = await request.get("/evals/reviewer.json");
    expect(await reviewer.json()).toEqual({
      role: "reviewer",
      kind: "built-in",
      source: "evals/reviewer.yaml",
      fixtures: JSON.parse(JSON.stringify(fixturesFor(load, "reviewer"))),
    });
    const team = await request.get("/evals/LedgerReviewer.json");
    expect(await team.json()).toEqual({
      role: "LedgerReviewer",
      kind: "directory",
      source: null,
      fixtures: [],
    });
  });
});

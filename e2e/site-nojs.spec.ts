import { expect, test } from "@playwright/test";

import { Role } from "@/lib/casts";

test.use({ javaScriptEnabled: false });

test.describe("reading with JavaScript off", () => {
  test("the home page lists every role and mode, without inert controls", async ({ page }) => {
    await page.goto("/");
    await expect(
      page
        .getByRole("region", { name: /^Roles/ })
        .getByRole("listitem")
        .filter({ has: page.getByRole("heading", { level: 3 }) }),
    ).toHaveCount(40);
    await expect(page.getByRole("region", { name: /^Modes/ }).getByRole("listitem")).toHaveCount(14);
    await expect(page.getByRole("searchbox", { name: "Filter roles by text" })).toBeHidden();
    await expect(page.getByRole("button", { name: "Search" })).toBeHidden();
  });

  test("a role page reads fully: body, fields, schema, example and policy", async ({ page }) => {
    await page.goto("/roles/auditor");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Auditor");
    expect(await page.getByTestId("role-body").textContent()).toBe(Role.load("auditor").body);
    await expect(page.getByRole("table", { name: "Fields of ComplianceVerdict" })).toBeVisible();
    await expect(page.getByRole("region", { name: "auditor_emissions.example.json" })).toContainText(
      '"compliance_verdict"',
    );
    await page.getByText("JSON Schema", { exact: true }).first().click();
    await expect(page.getByRole("region", { name: "compliance_verdict.schema.json" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Escalations" })).toBeVisible();
    await page.getByRole("link", { name: "Next role" }).click();
    await expect(page).toHaveURL(/\/roles\/commentator$/);
  });

  test("the modes, emissions and pack pages are complete server-rendered HTML", async ({ page }) => {
    await page.goto("/modes");
    await expect(
      page.getByRole("table", { name: /phase, the modes it pairs with/ }).getByRole("rowheader"),
    ).toHaveCount(14);
    await page.goto("/modes/systematic");
    await expect(page.getByTestId("mode-behaviors")).toContainText("parts that do not overlap");
    await page.goto("/emissions/SpawnRequest");
    await expect(
      page.getByRole("table", { name: "Fields of SpawnRequest" }).getByRole("row", { name: /operation/ }),
    ).toContainText('"operate"');
    await page.goto("/packs/default");
    await expect(page.getByTestId("pack-health")).toContainText("No findings");
  });
});

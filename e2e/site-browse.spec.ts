import { expect, test } from "@playwright/test";

import { listModes, Mode, Role } from "@/lib/casts";

test.describe("browsing the catalog", () => {
  // One load of the home page: what it lists, then where a role card leads.
  test("on one page: the home page introduces casts and lists every role and mode with counts; a role card leads to the role page with its exact body, emissions, pack policy and neighbours", async ({
    page,
  }) => {
    await page.goto("/");
    await test.step("the home page introduces casts and lists every role and mode with counts", async () => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Find the role your agent should play",
      );
      const roles = page.getByRole("region", { name: /^Roles/ });
      await expect(
        roles.getByRole("listitem").filter({ has: page.getByRole("heading", { level: 3 }) }),
      ).toHaveCount(40);
      await expect(page.getByRole("status").filter({ hasText: "roles" })).toHaveText("Showing all 40 roles");
      await expect(page.getByRole("link", { name: "40 roles" })).toBeVisible();
      await expect(page.getByRole("link", { name: "14 modes" })).toBeVisible();
      await expect(page.getByRole("link", { name: "23 emission models" })).toBeVisible();
      const modes = page.getByRole("region", { name: /^Modes/ });
      for (const name of listModes())
        await expect(modes.getByRole("link", { name, exact: true })).toBeVisible();
      const architect = roles
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: "Architect", exact: true }) });
      await expect(architect).toContainText("High effort");
      await expect(architect).toContainText("DesignSpec");
      await expect(architect).toContainText("ExecutionPlan");
    });
    await test.step("a role card leads to the role page with its exact body, emissions, pack policy and neighbours", async () => {
      await page.getByRole("link", { name: "Architect", exact: true }).click();
      await expect(page).toHaveURL(/\/roles\/architect$/);
      const role = Role.load("architect");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Architect");
      await expect(page.getByText("High effort").first()).toBeVisible();
      expect(await page.getByTestId("role-body").textContent()).toBe(role.body);
      await expect(page.getByRole("heading", { name: "Principles" })).toBeVisible();
      await expect(page.getByTestId("role-emission-key")).toHaveText([
        "design_spec",
        "execution_plan",
        "escalation_request",
      ]);
      await expect(
        page.getByRole("table", { name: "Fields of DesignSpec" }).getByRole("rowheader"),
      ).toHaveText(["summary", "components", "decisions", "alternatives"]);
      await expect(page.getByRole("link", { name: "Compose with this role" })).toHaveAttribute(
        "href",
        "/compose?role=architect",
      );
      await expect(page.getByRole("heading", { name: "Authority" })).toBeVisible();
      await expect(page.getByText("May choose the component boundaries")).toBeVisible();
      await expect(page.getByRole("link", { name: /Previous role Arbitrator/ })).toHaveAttribute(
        "href",
        "/roles/arbitrator",
      );
      await expect(page.getByRole("link", { name: /Next role Risk Assessor/ })).toHaveAttribute(
        "href",
        "/roles/assessor",
      );
      await page.getByRole("link", { name: "modeler" }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Modeler");
    });
  });

  test("a role with default modes links them, offers them in the composer and shows its artifact defaults; a permalink opens below the sticky header", async ({
    page,
  }) => {
    await page.goto("/roles/critic#default-pack");
    const heading = page.getByRole("heading", { name: "Default pack", exact: true });
    await expect(heading).toBeInViewport();
    expect(await heading.evaluate((element) => element.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      56,
    );
    const pack = page.getByRole("region", { name: "Default pack" });
    await expect(pack.getByRole("link", { name: "adversarial" }).first()).toHaveAttribute(
      "href",
      "/modes/adversarial",
    );
    for (const mode of ["premortem", "evidential", "metacognitive"])
      await expect(pack.getByRole("link", { name: mode })).toBeVisible();
    await expect(page.getByRole("link", { name: /Compose with its default modes/ })).toHaveAttribute(
      "href",
      "/compose?role=critic&modes=adversarial",
    );
    const artifacts = page.getByRole("region", { name: "Artifact defaults" });
    await expect(artifacts).toContainText("review.md");
    await expect(artifacts).toContainText("required");
  });

  test("the modes page draws the conflict matrix and lists it as a table", async ({ page }) => {
    await page.goto("/modes");
    await expect(page.getByRole("img", { name: "Mode compatibility matrix" })).toBeVisible();
    const table = page.getByRole("table", { name: /phase, the modes it pairs with/ });
    await expect(table.getByRole("rowheader")).toHaveCount(14);
    const fast = table
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: "fast", exact: true }) });
    await expect(fast.getByRole("cell").last()).toHaveText("slow, systematic");
    await expect(fast.getByRole("cell").first()).toHaveText("All phases");
    await expect(page.getByText("fast ✕ slow", { exact: true })).toBeVisible();
  });

  test("the header marks the current section and the contents follow the reading position", async ({
    page,
  }) => {
    await page.goto("/modes/fast");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Modes" })).toHaveAttribute("aria-current", "true");
    await expect(nav.locator("[aria-current]")).toHaveCount(1);
    await page.goto("/roles/reviewer");
    await expect(nav.getByRole("link", { name: "Roles", exact: true })).toHaveAttribute(
      "aria-current",
      "true",
    );
    const contents = page.getByRole("navigation", { name: "On this page" });
    await expect(contents.locator("[aria-current=location]")).toHaveCount(1);
    await page.evaluate(() => document.getElementById("default-pack")?.scrollIntoView({ block: "start" }));
    await expect(contents.getByRole("link", { name: "Default pack" })).toHaveAttribute(
      "aria-current",
      "location",
    );
    // On a phone the contents are hidden and not tracked (no heading positions read as the page
    // scrolls); widened, they mark where the reader is.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/roles/reviewer");
    await page.locator("html[data-islands=ready]").waitFor({ state: "attached" });
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    // (by CSS: a role query does not find the hidden contents at all)
    await expect(page.locator("[data-toc] [aria-current=location]")).toHaveCount(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(contents.getByRole("link", { name: "System message" })).toHaveAttribute(
      "aria-current",
      "location",
    );
  });

  test("a mode page shows behaviours, phase, pairings, conflicts and the roles that use it", async ({
    page,
  }) => {
    await page.goto("/modes/adversarial");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("adversarial");
    expect(await page.getByTestId("mode-behaviors").textContent()).toBe(Mode.load("adversarial").behaviors);
    await expect(page.getByText("Post-reasoning").first()).toBeVisible();
    const usage = page.getByRole("region", { name: "Used by roles" });
    await expect(usage.getByRole("link", { name: "critic" }).first()).toHaveAttribute(
      "href",
      "/roles/critic",
    );
    await page.goto("/modes/slow");
    await page.getByRole("link", { name: "fast", exact: true }).first().click();
    await expect(page).toHaveURL(/\/modes\/fast$/);
    await expect(page.getByText("a profile with both fails to compose")).toBeVisible();
  });

  test("emission pages show fields, schema, a validated example and the roles that emit the model", async ({
    page,
  }) => {
    await page.goto("/emissions");
    await page.getByRole("link", { name: "AnalysisResult" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AnalysisResult");
    await expect(
      page.getByRole("table", { name: "Fields of AnalysisResult" }).getByRole("row", { name: /ci_95/ }),
    ).toContainText("[number, number] | null");
    await expect(page.getByRole("region", { name: "AnalysisResult.schema.json" })).toContainText(
      '"additionalProperties": false',
    );
    await expect(page.getByText("valid against the schema, checked at build time")).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Emitted by" }).getByRole("link", { name: "analyst" }),
    ).toBeVisible();
    await expect(page.getByRole("link", { name: "Download AnalysisResult.json" })).toHaveAttribute(
      "href",
      "/schemas/AnalysisResult.json",
    );
  });

  test("the pack page shows every role's config and a clean health check", async ({ page }) => {
    await page.goto("/packs/default");
    const differences = page.getByRole("region", { name: "What differs from the defaults" });
    await expect(differences).toContainText(/\d+ roles of 40 keep every default/);
    await expect(differences.getByRole("listitem").filter({ hasText: "analyst" })).toContainText(
      /Starts with\s*evidential/,
    );
    await expect(page.getByTestId("pack-health")).toHaveText(
      /No findings: validatePack passes for all 40 roles/,
    );
    const table = page.getByRole("table", { name: /Config and policy of each role/ });
    await expect(table.getByRole("rowheader")).toHaveCount(40);
    const analyst = table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "analyst" }) });
    await expect(analyst).toContainText("evidential");
    await analyst.getByText(/3 authority/).click();
    await expect(analyst.getByRole("listitem").first()).toBeVisible();
  });

  test("an unknown role or mode is the site's 404 page, with a suggestion", async ({ page }) => {
    for (const [path, suggestion, href] of [
      ["/roles/architekt", "Architect", "/roles/architect"],
      ["/modes/systemic", "", ""],
    ] as const) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("This page is not in the catalog");
      if (suggestion)
        await expect(page.getByRole("link", { name: suggestion })).toHaveAttribute("href", href);
    }
  });

  test("a name in the wrong case goes to its page; a directory role under /roles/ is pointed to its own", async ({
    page,
  }) => {
    expect((await page.goto("/emissions/finding"))?.status()).toBe(404);
    await page.waitForURL(/\/emissions\/Finding$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Finding");
    await page.goto("/roles/Architect");
    await page.waitForURL(/\/roles\/architect$/);
    await page.goto("/roles/DependencyAuditor");
    await expect(page.getByRole("link", { name: "DependencyAuditor" })).toHaveAttribute(
      "href",
      "/directory-roles/DependencyAuditor",
    );
    await expect(page.getByText("Names are case-sensitive")).toBeVisible();
  });
});

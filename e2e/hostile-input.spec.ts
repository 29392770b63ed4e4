// Hostile input renders as inert text: no script runs, no request leaves the site, and the page
// keeps working afterwards. In the composer (URL, pasted YAML, pasted output) and in a directory role
// whose markdown and config.json carry script tags, event handlers and `javascript:`/`data:` links
// (e2e/fixtures/team-catalog/roles/Hostile, built into the e2e site by `make e2e`, and opened in the
// browser at /open-roles).
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { hooks, openComposer } from "./compose-helpers";
import { requireTeamCatalogBuild, TEAM_ROLES_SOURCE } from "./fixtures/team-catalog";

const PAYLOAD = `<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>`;

function watch(page: Page, origin: string) {
  const problems: string[] = [];
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin && url.protocol !== "data:") problems.push(`request: ${request.url()}`);
  });
  return problems;
}

test("hostile URL parameters, pasted YAML and pasted output stay inert text", async ({ page, baseURL }) => {
  test.setTimeout(60_000);
  const problems = watch(page, new URL(baseURL ?? "").origin);
  const junk = Array.from({ length: 40 }, (_, index) => `${encodeURIComponent(PAYLOAD)}${index}=1`).join("&");
  await openComposer(page, `?role=critic&${junk}&javascript:alert(1)=1`);
  // The junk keys are the link's only problem, so their notice is the page's compose-error.
  const notice = page.getByTestId("compose-error");
  await expect(notice).toContainText("and 36 more");
  expect((await notice.textContent())?.length ?? 0).toBeLessThan(600);

  await openComposer(page, `?role=critic&name=${encodeURIComponent("x\u202Ey")}`);
  await expect(page.getByText(/profile name contains a format character \(U\+202E/)).toBeVisible();

  await openComposer(page, `?role=critic&name=${encodeURIComponent(PAYLOAD.slice(0, 200))}`);
  await expect(hooks(page).yaml).toContainText("<img src=x onerror=");

  await page.getByText("Import a profile YAML").click();
  const box = page.getByRole("textbox", { name: /Paste the YAML/ });
  await box.fill(`role: critic\nname: "${PAYLOAD.replaceAll('"', '\\"')}"\nmodes: [${"[".repeat(2000)}\n`);
  await page.getByRole("button", { name: "Import pasted YAML" }).click();
  await expect(page.getByText(/nesting deeper than 64 levels/)).toBeVisible();

  const output = page.getByRole("textbox", { name: "Check a model's output" });
  await output.fill(
    `{"verdict": {"verdict": "${PAYLOAD.replaceAll('"', '\\"')}", "rationale": "[x](javascript:alert(1))"}}`,
  );
  await expect(page.getByTestId("output-result")).toBeVisible();

  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(await page.locator("img[src=x]").count()).toBe(0);

  // Still working: an edit after all that updates the composition.
  const name = page.getByRole("textbox", { name: /Profile name/ });
  await name.fill("after-the-storm");
  await expect(hooks(page).yaml).toContainText("name: after-the-storm");
  expect(problems).toEqual([]);
});

/** Nothing the hostile role's files say ran or became markup. */
async function expectInert(page: Page, title: string) {
  expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(await page.title()).toBe(title);
  const main = page.locator("main");
  const handlers = ["onerror", "onload", "onclick", "onmouseover", "ontoggle"].map((name) => `[${name}]`);
  await expect(main.locator(handlers.join(", "))).toHaveCount(0);
  await expect(main.locator('[href^="javascript:" i], [href^="data:" i], [href^="vbscript:" i]')).toHaveCount(
    0,
  );
  await expect(main.locator("iframe, form, link, img[src=x]")).toHaveCount(0);
  await expect(main.locator("svg[onload], details[ontoggle]")).toHaveCount(0);
}

test("a hostile directory role's page, list entry and composition stay inert text", async ({
  page,
  baseURL,
  request,
}) => {
  test.setTimeout(60_000);
  await requireTeamCatalogBuild(request);
  const problems = watch(page, new URL(baseURL ?? "").origin);
  await page.goto("/directory-roles/Hostile");
  await page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");
  await expect(
    page.getByText('<script>window.__pwned = "description"; alert("description")</script>').first(),
  ).toBeVisible();
  await expect(page.getByText("<iframe src=\"javascript:alert('frame')\"></iframe>").first()).toBeVisible();
  await expect(page.locator("main a", { hasText: "run me" })).not.toHaveAttribute("href");
  await expect(page.getByText("javascript:alert('env')").first()).toBeVisible();
  await page.locator("main").hover();
  await expectInert(page, "Hostile · Directory roles · Casts Catalog");

  // Still working: the testers answer, the search opens.
  await page.getByTestId("model-tester").getByRole("textbox").fill("gpt-4.1");
  await expect(page.getByTestId("model-tester-result")).toHaveText(/^Not allowed/);
  await page.keyboard.press("Control+k");
  await expect(page.getByRole("dialog", { name: "Search the catalog" })).toBeVisible();

  await page.goto("/directory-roles");
  await expect(page.getByRole("article", { name: "Hostile" })).toBeVisible();
  await expectInert(page, "Directory roles · Casts Catalog");

  await openComposer(page, "?role=Hostile");
  await expect(hooks(page).systemMessage).toContainText('<script>window.__pwned = "heading"</script>');
  await expectInert(page, "Hostile · Profile composer · Casts Catalog");
  expect(problems).toEqual([]);
});

test("a hostile role in a folder opened in the browser stays inert text", async ({ page, baseURL }) => {
  const problems = watch(page, new URL(baseURL ?? "").origin);
  await page.goto("/open-roles");
  await page.waitForFunction(() =>
    document.querySelector("[data-open-roles]")?.getAttribute("data-open-ready"),
  );
  const title = await page.title();
  await page.getByTestId("roles-folder-input").setInputFiles(path.resolve(TEAM_ROLES_SOURCE));
  const role = page.getByTestId("open-role").filter({ has: page.getByRole("heading", { name: "Hostile" }) });
  await expect(
    role.getByText('<svg onload="window.__pwned=\'svg\'"><circle r="1"/></svg>').first(),
  ).toBeVisible();
  await role.hover();
  await expectInert(page, title);
  await role.getByTestId("tool-tester").getByRole("textbox").fill("read_file");
  await expect(role.getByTestId("tool-tester-result")).toHaveText(/^Not allowed/);
  expect(problems).toEqual([]);
});

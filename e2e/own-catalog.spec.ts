// "Your own catalog": the site `make e2e` builds from a team catalog outside the repository
// (e2e/fixtures/team-catalog.ts: the sample roles plus the team's, and the default pack with the
// team's changes), and a roles folder opened in the browser (/open-roles) down to the composer.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type Page } from "@playwright/test";

import { createDirectoryRoleRegistry } from "../lib/casts/directory-roles";
import { Profile } from "../lib/casts";
import { loadFromDir } from "../lib/casts/node";
import { expectExactText, holdRequests, hooks, openComposer } from "./compose-helpers";
import { requireTeamCatalogBuild, TEAM_ROLES_SOURCE, writeTeamCatalog } from "./fixtures/team-catalog";

// The same catalog the build read, written again here: what the site must show. What its pages and
// data files hold without a browser is checked on the build (postbuild/built-pages.test.ts).
const catalog = mkdtempSync(path.join(tmpdir(), "casts-e2e-expected-"));
writeTeamCatalog(catalog);
process.on("exit", () => rmSync(catalog, { recursive: true, force: true }));
const load = (dir: string) => loadFromDir(dir, { registry: createDirectoryRoleRegistry() });
const ledger = load(path.join(catalog, "roles")).loaded.find((role) => role.name === "LedgerReviewer");
if (!ledger?.systemPrompt) throw new Error("the fixture's LedgerReviewer did not load");
const ledgerPrompt = ledger.systemPrompt;

const waitForIslands = (page: Page) =>
  page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");

test.beforeAll(({ request }) => requireTeamCatalogBuild(request));

test("the composer composes a team role: its prompt is the system message", async ({ page }) => {
  await openComposer(page, "?role=LedgerReviewer");
  await expectExactText(hooks(page).systemMessage, ledgerPrompt);
});

test("the composer loads the team's roles when the reader looks for a role or imports one", async ({
  page,
}) => {
  const directoryIndex: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/compose/directory-roles.json")) directoryIndex.push(request.url());
  });
  await openComposer(page);
  await expect(page.getByTestId("compose-empty")).toBeVisible();
  const picker = page.getByTestId("role-picker");
  // The count includes the directory roles not loaded yet.
  await expect(picker).toHaveAttribute("placeholder", /^Search (4[1-9]|[5-9]\d) roles by name or task$/);
  expect(directoryIndex).toEqual([]);
  // Importing a profile that names a team role loads them (once).
  await page.getByText("Import a profile YAML").click();
  await page.getByTestId("yaml-import-input").fill("modes: []\nname: ledger\nrole: LedgerReviewer\n");
  await page.getByRole("button", { name: "Import pasted YAML" }).click();
  await expectExactText(hooks(page).systemMessage, ledgerPrompt);
  await page.goto("/compose");
  await expect(page.getByTestId("compose-empty")).toBeVisible();
  // Turning to the role picker loads them; the team role can then be picked by name.
  await picker.focus();
  await picker.pressSequentially("LedgerRev");
  await expect(page.getByRole("option", { name: /LedgerReviewer/ })).toBeVisible();
  await page.keyboard.press("Enter");
  await expectExactText(hooks(page).systemMessage, ledgerPrompt);
  expect(directoryIndex).toHaveLength(2); // one per page load
});

test("compare reads a team role from the site's directory roles, without the composer's panels", async ({
  page,
}) => {
  // The composer's lazy panels (components/composer/panels/parts.ts), as the build's metafile names them.
  const meta = JSON.parse(readFileSync(".next/islands-meta-out.json", "utf8")) as {
    outputs: Record<string, { entryPoint?: string }>;
  };
  const parts = Object.entries(meta.outputs)
    .filter(([, output]) => output.entryPoint === "components/composer/panels/parts.ts")
    .map(([file]) => `/_islands/${path.basename(file)}`);
  expect(parts.length).toBeGreaterThan(0);
  const directoryIndex: string[] = [];
  const fetched: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url()).pathname;
    if (url.endsWith("/compose/directory-roles.json")) directoryIndex.push(url);
    if (parts.includes(url)) fetched.push(url);
  });
  await page.goto("/compare?a=LedgerReviewer&b=critic");
  await expectExactText(page.getByTestId("system-message-a"), ledgerPrompt);
  await expect(page.getByRole("combobox", { name: "Role" }).first()).toHaveValue("LedgerReviewer");
  expect(directoryIndex).toHaveLength(1);
  expect(fetched).toEqual([]);
});

test("compare shows a side naming a team role as loading until the directory roles arrive, then reads it", async ({
  page,
}) => {
  const { release } = await holdRequests(page, "**/compose/directory-roles.json");
  await page.goto("/compare?a=LedgerReviewer&b=critic");
  await expect(page.getByText("Loading the role bodies…")).toBeVisible();
  await expect(page.getByTestId("editor-a")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Role" }).first()).toHaveValue("LedgerReviewer");
  await expect(page.getByTestId("compare-error")).toHaveCount(0);
  release();
  await expectExactText(page.getByTestId("system-message-a"), ledgerPrompt);
  await expect(page.getByTestId("compare-error")).toHaveCount(0);
  await expect(page.getByRole("combobox", { name: "Role" }).first()).toHaveValue("LedgerReviewer");
});

test("compare says so when the directory roles a side may name cannot be loaded, and shows the other side", async ({
  page,
}) => {
  await page.route("**/compose/directory-roles.json", (route) => route.fulfill({ status: 500, body: "" }));
  await page.goto("/compare?a=LedgerReviewer&b=critic");
  await expect(page.getByTestId("compare-error")).toHaveText(
    "a: 'LedgerReviewer' is not a built-in role, and the directory roles it may be one of could not be loaded (/compose/directory-roles.json answered HTTP 500); showing analyst",
  );
  await expectExactText(page.getByTestId("system-message-b"), Profile.compose("critic").buildSystemMessage());
});

test("search finds a team role", async ({ page }) => {
  await page.goto("/");
  await waitForIslands(page);
  await page.keyboard.press("/");
  const dialog = page.getByRole("dialog", { name: "Search the catalog" });
  await dialog.getByRole("combobox").fill("ledger idempotency");
  const first = dialog.getByRole("option").first();
  await expect(first).toContainText("LedgerReviewer");
  await expect(first).toContainText("Directory role");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/directory-roles\/LedgerReviewer$/);
});

test("a directory-role page tests model IDs and tool names against the whole ID", async ({ page }) => {
  await page.goto("/directory-roles/SupportTriage");
  await waitForIslands(page);
  const model = page.getByTestId("model-tester");
  await model.getByRole("textbox").fill("gpt-4.1-mini");
  await expect(page.getByTestId("model-tester-result")).toHaveText(
    "Allowed: matches gpt-4\\.1-mini|claude-haiku-4.* as a whole.",
  );
  await model.getByRole("textbox").fill("gpt-4.1-mini-2025");
  await expect(page.getByTestId("model-tester-result")).toHaveText(
    /^Not allowed: does not match the model pattern/,
  );
  await expect(page.locator("[data-value-source]").first()).toBeVisible();
});

async function openFolder(page: Page, requests: string[]) {
  await page.goto("/open-roles");
  await page.waitForFunction(() =>
    document.querySelector("[data-open-roles]")?.getAttribute("data-open-ready"),
  );
  page.on("request", (request) => requests.push(request.url()));
  await page.getByTestId("roles-folder-input").setInputFiles(TEAM_ROLES_SOURCE);
  await expect(page.getByTestId("open-status")).toHaveText("2 loaded · 1 skipped");
}

test("a roles folder opened in the browser is parsed and shown, bad folders reported", async ({ page }) => {
  const requests: string[] = [];
  await openFolder(page, requests);
  const role = page
    .getByTestId("open-role")
    .filter({ has: page.getByRole("heading", { name: "LedgerReviewer" }) });
  await expect(role.getByRole("link", { name: /the ledger review guide/ })).toHaveAttribute(
    "rel",
    "nofollow noopener noreferrer",
  );
  await expect(role.locator("table")).toContainText("A change without tests is not done.");
  await expect(role.locator("blockquote")).toContainText("A ledger that does not balance is an incident");
  await expect(page.getByTestId("open-skipped")).toHaveText(
    'Broken/description.md: missing (a role needs description.md or a "description" in config.json)',
  );
  await role.getByTestId("tool-tester").getByRole("textbox").fill("read_file");
  await expect(role.getByTestId("tool-tester-result")).toHaveText("Allowed: matches read_.* as a whole.");
  // Nothing is sent: the only requests are for the page's own reader code, which arrives on first use.
  expect(requests.filter((url) => !new URL(url).pathname.startsWith("/_islands/"))).toEqual([]);
});

test("a role from an opened folder goes to the composer without leaving the browser", async ({
  page,
  baseURL,
}) => {
  const requests: string[] = [];
  await openFolder(page, requests);
  await page
    .getByTestId("open-role")
    .filter({ has: page.getByRole("heading", { name: "LedgerReviewer" }) })
    .getByRole("button", { name: "Compose with this role" })
    .click();
  // The fragment tells a composer opened from this link in another tab that the role lives in this one.
  await expect(page).toHaveURL(/\/compose\?role=LedgerReviewer#from-folder$/);
  await expect(page.getByTestId("local-role-note")).toHaveText("From a local folder, opened in this browser");
  await expectExactText(hooks(page).systemMessage, ledgerPrompt);
  await expect(hooks(page).emissionKeys).toHaveCount(0);
  // Only the site's own files were fetched: the role itself came from this tab's storage.
  const origin = new URL(baseURL ?? "").origin;
  expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
  expect(requests.some((url) => url.includes("/compose/roles/LedgerReviewer"))).toBe(false);
});

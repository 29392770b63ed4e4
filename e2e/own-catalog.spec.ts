import path from "node:path";

import { expect, test } from "@playwright/test";

const waitForIslands = (page: import("@playwright/test").Page) =>
  page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");

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

test("a roles folder opened in the browser is parsed and shown, bad folders reported", async ({ page }) => {
  const requests: string[] = [];
  await page.goto("/open-roles");
  await page.waitForFunction(() =>
    document.querySelector("[data-open-roles]")?.getAttribute("data-open-ready"),
  );
  page.on("request", (request) => requests.push(request.url()));
  await page
    .getByTestId("roles-folder-input")
    .setInputFiles(path.join(import.meta.dirname, "fixtures/team-roles"));
  await expect(page.getByTestId("open-status")).toHaveText("1 loaded · 1 skipped");
  const role = page.getByTestId("open-role");
  await expect(role.getByRole("heading", { level: 2, name: "Reviewer" })).toBeVisible();
  await expect(role.getByRole("link", { name: /the guide/ })).toHaveAttribute(
    "rel",
    "nofollow noopener noreferrer",
  );
  await expect(role.locator("table")).toContainText("A change without tests is not done.");
  await expect(role.getByText('<script>document.title = "pwned"</script>').first()).toBeVisible();
  expect(await page.title()).not.toBe("pwned");
  await expect(page.getByTestId("open-skipped")).toHaveText(
    'Broken/description.md: missing (a role needs description.md or a "description" in config.json)',
  );
  await role.getByTestId("tool-tester").getByRole("textbox").fill("read_file");
  await expect(role.getByTestId("tool-tester-result")).toHaveText("Allowed: matches read_.* as a whole.");
  expect(requests).toEqual([]);
});

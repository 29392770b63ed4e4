// Hostile input in the composer renders as inert text: no script runs, no request leaves the
// site, and the page keeps working afterwards. (Hostile directory roles are covered where the
// build reads them: see the loader and parser property suites.)
import { expect, test, type Page } from "@playwright/test";

import { hooks, openComposer } from "./compose-helpers";

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
  const notice = page.getByText("The link had parameters the composer does not read");
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

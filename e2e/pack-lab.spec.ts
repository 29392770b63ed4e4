import { readFileSync } from "node:fs";

import { expect, test, type Page } from "@playwright/test";

import { PACK_LAB_STORAGE_KEY } from "../lib/compare-page/pack-lab-storage";

import { holdIslandCode, holdRequests, ISLAND_FILES, watchForErrors } from "./compose-helpers";

// What the lab shows without JavaScript is checked on the build (postbuild/built-pages.test.ts), and
// that its box then takes no edit here.
// The lab loads its checker (the library, zod and YAML) in a worker: allow for a loaded machine.
const slow = expect.configure({ timeout: 20_000 });
const MARKER = "escalations: [Marker line that must stay in the browser.]";
const TEAM = `name: team\nroles:\n  analyst:\n    default_modes: [slow, fast]\n    modes_allow: [slow]\n    ${MARKER}\n`;

/** Opens the lab, holding the island code it fetches from then on (holdIslandCode). */
async function openLabWithCodeHeld(page: Page) {
  await page.goto("/packs/lab");
  return holdIslandCode(page);
}

test.describe("pack lab", () => {
  test("starts from the default pack, finds mistakes as you type, and keeps the pack in the browser only; refuses an alias bomb and input over 1 MiB without freezing, then checks the next edit; a file that is not UTF-8 is refused at its place", async ({
    page,
  }) => {
    test.setTimeout(90_000); // one page and a reload, each edit checked in the lab's worker
    const problems = watchForErrors(page);
    const leaks: string[] = [];
    page.on("request", (request) => {
      if (`${request.url()} ${request.postData() ?? ""}`.includes("Marker line")) leaks.push(request.url());
    });
    await page.goto("/packs/lab");
    await expect(page.getByText("Edit the pack here and the findings follow as you type")).toBeVisible();
    const input = page.getByTestId("pack-input");
    // The site's own pack: the one it was built with (CASTS_PACK, the team's under `make e2e`).
    await slow(input).toHaveValue(readFileSync(process.env["CASTS_PACK"] || "packs/default.yaml", "utf8"));
    await slow(page.getByTestId("pack-clean")).toBeVisible();

    await input.fill(TEAM);
    const notAllowed = page.locator('[data-testid="pack-finding"][data-code="DEFAULT_NOT_ALLOWED"]');
    await slow(notAllowed).toContainText("line 4, column 27");
    await expect(notAllowed).toContainText("Fix: Add 'fast' to modes_allow");
    await expect(page.locator('[data-testid="pack-finding"][data-code="DEFAULT_CONFLICT"]')).toHaveCount(1);
    // The roles a team pack leaves out are one folded group, not 39 findings (e2e/findable.spec.ts).
    await expect(page.locator('[data-testid="pack-warning-group"][data-code="MISSING_ROLE"]')).toBeVisible();
    await expect(
      page.locator('[data-testid="effective-config"] tr[data-role="analyst"] td[data-field="effort"]'),
    ).toHaveAttribute("data-source", "default");

    // Keyboard: the place is a button that puts the cursor there.
    await notAllowed.getByTestId("finding-place").focus();
    await page.keyboard.press("Enter");
    await expect(input).toBeFocused();
    await expect
      .poll(() => input.evaluate((area: HTMLTextAreaElement) => area.selectionStart))
      .toBe(TEAM.indexOf("fast]"));

    // The lab saves a moment after the last edit: wait until it has, then reload.
    await expect
      .poll(() => page.evaluate((key) => localStorage.getItem(key), PACK_LAB_STORAGE_KEY))
      .toBe(TEAM);
    await page.reload();
    await slow(input).toHaveValue(TEAM);
    expect(leaks).toEqual([]);
    expect(problems).toEqual([]);

    // On the same page (the restored pack checked again): an alias bomb and input over 1 MiB are
    // refused without freezing, and the next edit is checked.
    await slow(notAllowed).toBeVisible();
    await input.fill(readFileSync("lib/casts/__fixtures__/packs/alias-bomb.yaml", "utf8"));
    await slow(page.locator('[data-testid="pack-finding"][data-code="YAML_INVALID"]')).toContainText(
      "too many alias expansions",
    );
    // Over 1 MiB in UTF-8 with a third as many characters (and few lines) for the textarea to lay out:
    // 3,600 lines of 97 three-byte characters.
    await input.evaluate((area: HTMLTextAreaElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
      setter?.call(area, `roles:\n${`# ${"€".repeat(97)}\n`.repeat(3_600)}`);
      area.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await expect(page.locator('[data-testid="pack-finding"][data-code="INPUT_TOO_LARGE"]')).toContainText(
      "pack: input is 1,058,407 bytes, over the 1 MiB",
    );
    const ghost = "roles:\n  ghost:\n    escalations: [x]\n";
    await input.fill(ghost);
    await slow(page.locator('[data-testid="pack-finding"][data-code="UNKNOWN_ROLE"]')).toContainText(
      "line 2, column 3",
    );
    // A file that is not UTF-8 is refused with its place, and the pack in the editor stays; the next
    // file that reads replaces it.
    const fileInput = page.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: "latin1.yaml",
      mimeType: "text/yaml",
      buffer: Buffer.from("roles:\n  analyst: {} # caf\xe9\n", "latin1"),
    });
    await expect(page.getByTestId("pack-file-problem")).toHaveText(
      "latin1.yaml: not valid UTF-8 at line 2, column 20 (byte 0xe9). The pack in the editor is unchanged.",
    );
    await expect(input).toHaveValue(ghost);
    await fileInput.setInputFiles({ name: "team.yaml", mimeType: "text/yaml", buffer: Buffer.from(TEAM) });
    await expect(input).toHaveValue(TEAM);
    await expect(page.getByTestId("pack-file-problem")).toHaveCount(0);
  });

  test("Undo after a replacement survives a reload until the next edit", async ({ page }) => {
    test.setTimeout(60_000);
    const saved = () => page.evaluate((key) => localStorage.getItem(key), PACK_LAB_STORAGE_KEY);
    await page.goto("/packs/lab");
    const input = page.getByTestId("pack-input");
    const site = await input.inputValue();
    await input.fill(TEAM);
    await expect.poll(saved).toBe(TEAM);
    await page.getByRole("button", { name: "Start from the default pack" }).click();
    await expect(input).toHaveValue(site);
    await expect.poll(saved).toBe(site);

    // The site's pack is the one kept, so the lab would not wake by itself: the kept Undo wakes it.
    await page.reload();
    const undo = page.getByTestId("pack-undo");
    await slow(undo).toHaveText("Replaced your pack with the default pack. Undo");
    await undo.getByRole("button", { name: "Undo" }).click();
    await expect(input).toHaveValue(TEAM);
    await expect(undo).toHaveCount(0);
    await expect.poll(saved).toBe(TEAM);
    await page.reload();
    await slow(input).toHaveValue(TEAM);
    await expect(page.locator("[data-pack-lab-root][data-pack-lab-live]")).toHaveCount(1);
    await expect(undo).toHaveCount(0);

    // An edit after the replacement ends the offer, across a reload too.
    await page.getByRole("button", { name: "Start from the default pack" }).click();
    await expect(undo).toBeVisible();
    await input.press("ControlOrMeta+End");
    await input.pressSequentially("# mine\n");
    await expect(undo).toHaveCount(0);
    await expect.poll(saved).toBe(`${site}# mine\n`);
    await page.reload();
    await slow(input).toHaveValue(`${site}# mine\n`);
    await expect(page.locator("[data-pack-lab-root][data-pack-lab-live]")).toHaveCount(1);
    await expect(undo).toHaveCount(0);
  });

  test("text selected while the lab's code downloads stays selected when React takes the lab over, so typing replaces it", async ({
    page,
  }) => {
    const { requested, release } = await openLabWithCodeHeld(page);
    const input = page.getByTestId("pack-input");
    const before = await input.inputValue();
    await input.focus(); // reaching for the lab fetches its code, held until released
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await page.keyboard.press("ControlOrMeta+a");
    release();
    await expect(page.locator("[data-pack-lab-root][data-pack-lab-live]")).toHaveCount(1, {
      timeout: 20_000,
    });
    await expect(input).toBeFocused();
    expect(
      await input.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd]),
    ).toEqual([0, before.length]);
    await page.keyboard.insertText(TEAM);
    await expect(input).toHaveValue(TEAM);
  });

  test("a pack pasted into the box before any of the page's code ran is checked, with no key pressed", async ({
    page,
  }) => {
    // Every island file is held from the start: the reader is in the box before the lab listens.
    const { release } = await holdRequests(page, ISLAND_FILES);
    await page.goto("/packs/lab", { waitUntil: "commit" });
    const input = page.getByTestId("pack-input");
    await input.click();
    await input.evaluate((area: HTMLTextAreaElement) => area.select());
    await page.keyboard.insertText(TEAM);
    release();
    await slow(page.locator('[data-testid="pack-finding"][data-code="DEFAULT_NOT_ALLOWED"]')).toBeVisible();
    await expect(page.getByTestId("pack-clean")).toHaveCount(0);
    // Waking the lab at once must not put the site's pack back over the pasted one.
    await expect(input).toHaveValue(TEAM);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("shows the site's pack read-only, with a note that checking edits needs JavaScript", async ({
      page,
    }) => {
      await page.goto("/packs/lab");
      const input = page.getByTestId("pack-input");
      const site = await input.inputValue();
      expect(site).toContain("roles:");
      await expect(input).not.toBeEditable();
      await input.click();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("roles: {}\n");
      await expect(input).toHaveValue(site);
      // Playwright's text and role engines skip <noscript>, so the note is found by its markup.
      const note = page.getByTestId("pack-lab-noscript");
      await expect(note).toBeVisible();
      await expect(note).toContainText("read-only");
      await expect(note).toContainText("Checking your own edits runs in your browser and needs JavaScript");
      // The intro, as shown, does not offer an edit the page cannot take.
      const intro = page.locator("main header > p").first();
      await expect(intro).toContainText("casts check-pack prints the same findings", { useInnerText: true });
      await expect(intro).not.toContainText("as you type", { useInnerText: true });
    });
  });

  // Without the build's report (it failed to load), React draws the lab afresh instead of hydrating it:
  // the press still finds its button.
  for (const report of ["loads", "fails"] as const)
    test(`answers a press and takes a file opened while its code is still downloading (the build's report ${report})`, async ({
      page,
    }) => {
      if (report === "fails") await page.route("**/packs/lab/report.json", (route) => route.abort());
      // The code the lab fetches when the reader reaches for it is held until the button has been pressed.
      const { requested, release } = await openLabWithCodeHeld(page);
      const download = page.waitForEvent("download");
      await page.getByTestId("pack-download").click();
      await expect.poll(() => requested.length).toBeGreaterThan(0);
      await page.locator('input[type="file"]').setInputFiles({
        name: "team.yaml",
        mimeType: "text/yaml",
        buffer: Buffer.from(TEAM),
      });
      release();
      expect((await download).suggestedFilename()).toMatch(/\.yaml$/);
      await slow(page.getByTestId("pack-input")).toHaveValue(TEAM);
    });
});

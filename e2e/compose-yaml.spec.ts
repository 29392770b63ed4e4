import { readFileSync } from "node:fs";

import { expect, test, type FileChooser, type Page } from "@playwright/test";

import { Profile } from "../lib/casts";

import {
  expectClipboard,
  expectComposition,
  expected,
  expectHooksMatch,
  expectSearch,
  hooks,
  openComposer,
  tabTo,
  watchForErrors,
} from "./compose-helpers";

const fixture = (name: string) =>
  readFileSync(new URL(`../lib/composer/panels/__fixtures__/${name}`, import.meta.url), "utf8");

/** Opens the import disclosure with the keyboard unless it is open already. */
async function openImport(page: Page): Promise<void> {
  const summary = page.getByText("Import a profile YAML");
  if (
    !(await page
      .locator("details:has(> summary:text('Import a profile YAML'))")
      .evaluate((details: HTMLDetailsElement) => details.open))
  ) {
    await tabTo(summary);
    await page.keyboard.press("Enter");
  }
}

/** Opens the import disclosure and pastes YAML into it, keyboard only. */
async function pasteAndImport(page: Page, yaml: string): Promise<void> {
  await openImport(page);
  const box = page.getByRole("textbox", { name: /Paste the YAML/ });
  await tabTo(box);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.insertText(yaml);
  await tabTo(page.getByRole("button", { name: "Import pasted YAML" }));
  await page.keyboard.press("Enter");
}

test.describe("profile YAML", () => {
  // One page for three flows that follow on from each other: a page load costs more than any of them.
  test("on one page: a pasted profile restores the composition, copy and download give toYaml(), a file chosen from the keyboard is imported", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    // Listening from the start turns on file-chooser interception before any key is pressed.
    const choosers: FileChooser[] = [];
    page.on("filechooser", (chooser) => choosers.push(chooser));

    await test.step("a pasted valid profile restores the composition and the URL, from the empty state too", async () => {
      const problems = watchForErrors(page);
      await openComposer(page);
      await pasteAndImport(page, Profile.compose("planner", { modes: ["premortem"] }).toYaml());
      await expectHooksMatch(page, "planner", ["premortem"]);
      await expectSearch(page, "?role=planner&modes=premortem");

      await pasteAndImport(page, "modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n");
      await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
      await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
      await expect(page.getByTestId("composer-status")).toHaveText(
        "Imported the pasted YAML: profile adv-critic, critic with adversarial, evidential.",
      );
      await expect(page.getByRole("combobox", { name: "Role" })).toHaveValue("critic");
      expect(problems).toEqual([]);
    });

    await test.step("copy and download give exactly toYaml(), the file named <name>.profile.yaml", async () => {
      // From the last step: critic with adversarial, evidential, named adv-critic.
      await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
      const want = expected("critic", ["adversarial", "evidential"], "adv-critic").yaml;
      await tabTo(page.getByRole("button", { name: "Copy profile YAML" }));
      await page.keyboard.press("Enter");
      await expectClipboard(page, want);

      const button = page.getByRole("button", { name: "Download adv-critic.profile.yaml" });
      await tabTo(button);
      const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
      expect(download.suggestedFilename()).toBe("adv-critic.profile.yaml");
      expect(readFileSync(await download.path(), "utf8")).toBe(want);
    });

    await test.step("a file chosen from the keyboard is imported, and a bad file is named in the error", async () => {
      const chooseWith = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
        const count = choosers.length;
        await tabTo(page.getByRole("button", { name: "Choose a file…" }));
        await page.keyboard.press("Enter");
        await expect.poll(() => choosers.length).toBe(count + 1);
        await choosers[count]?.setFiles(file);
      };
      // From the last step: critic with adversarial, evidential; the import form may still be open.
      await openImport(page);

      await chooseWith({
        name: "mine.profile.yaml",
        mimeType: "application/yaml",
        buffer: Buffer.from(expected("critic", ["premortem"], "mine").yaml),
      });
      await expectHooksMatch(page, "critic", ["premortem"], "mine");

      await chooseWith({
        name: "broken.profile.yaml",
        mimeType: "application/yaml",
        buffer: Buffer.from(fixture("misspelt-key.profile.yaml")),
      });
      await expect(hooks(page).composeError).toContainText(
        "broken.profile.yaml: unknown key 'mode' at line 2, column 1 (allowed: role, modes, name)",
      );
      await expectComposition(page, "critic", ["premortem"], "mine");
      await expectSearch(page, "?role=critic&modes=premortem&name=mine");
    });
  });

  test("import errors show their code and line/column and leave the composition alone; a conflicting profile is refused and can be opened to fix it", async ({
    page,
  }) => {
    test.setTimeout(60_000); // several imports, each reached with the keyboard
    await openComposer(page, "?role=analyst&modes=evidential");
    // Each code and position is unit-tested (lib/composer/panels/import-profile.test.ts): here, that the
    // panel shows them and that the library's own message comes through.
    const cases: [string, string, string, string][] = [
      ["broken-syntax.profile.yaml", "YAML_INVALID", "line 5, column 1", ""],
      [
        "unknown-role.profile.yaml",
        "UNKNOWN_ROLE",
        "line 4, column 7",
        "Unknown role: 'critc'. Did you mean 'critic'?",
      ],
    ];
    for (const [file, code, where, message] of cases) {
      await pasteAndImport(page, fixture(file));
      const error = hooks(page).composeError;
      await expect(error).toContainText(code);
      await expect(error).toContainText(where);
      await expect(error).toContainText(message);
      await expectComposition(page, "analyst", ["evidential"]);
      await expectSearch(page, "?role=analyst&modes=evidential");
    }

    await pasteAndImport(page, fixture("conflict.profile.yaml"));
    const refusal = page.getByTestId("import-conflict");
    await expect(refusal).toContainText("MODE_CONFLICT");
    await expect(refusal).toContainText("line 4, column 3");
    await expect(refusal).toContainText("Mode conflict: 'fast' vs 'slow'");
    await expect(hooks(page).composeError).toHaveCount(0);
    await tabTo(page.getByRole("button", { name: "Open it anyway to fix the conflict" }));
    await page.keyboard.press("Enter");
    await expect(hooks(page).conflict).toContainText("Mode conflict: 'fast' vs 'slow'");
    await expectSearch(page, "?role=analyst&modes=slow,evidential,fast&name=fast-and-slow");
  });
});

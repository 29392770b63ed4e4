import { readFileSync } from "node:fs";

import { expect, test, type Page } from "@playwright/test";
import { unzipSync } from "fflate";

import { listRoles, Profile } from "../lib/casts";
import { exportProfile } from "../lib/casts/export";

import { expectClipboard } from "./compose-helpers";

const profile = Profile.compose("critic", { modes: ["adversarial"], name: "AdvCritic" });

// The panel loads the exporter (library, zod) on first pick: allow for a busy machine.
test.describe.configure({ timeout: 90_000 });
const open = async (page: Page, search: string) => {
  await page.goto(`/compose${search}`);
  await expect(page.getByTestId("composer")).toBeVisible({ timeout: 30_000 });
};

test.describe("export panel", () => {
  // One test for both: the roster's zip needs no page of its own once the exporter has loaded.
  test("shows, copies and downloads the chosen target's file, the target in the URL; then the whole roster as one zip", async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000); // two page loads, the exporter's and the zip's
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);

    await test.step("shows, copies and downloads the chosen target's file; the target is in the URL", async () => {
      await open(page, "?role=critic&modes=adversarial&name=AdvCritic");
      await page.getByTestId("export-target").selectOption("claude-code");
      await expect(page).toHaveURL(/[?&]to=claude-code(&|$)/);
      // S alone (the team catalog's pack policy is checked in export-checks.spec.ts).
      await page.getByTestId("export-policy").uncheck({ timeout: 30_000 });
      const want = exportProfile(profile, { target: "claude-code", policy: false }).files[0]!;
      await expect(page.getByTestId("export-path")).toHaveText(want.path, { timeout: 30_000 });
      await expect(page.getByTestId("export-content")).toHaveText(want.content, { useInnerText: false });

      await page.getByRole("button", { name: "Copy Claude Code subagent file" }).click();
      await expectClipboard(page, want.content);
      const download = page.waitForEvent("download");
      await page.getByTestId("export-download").click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe("adv-critic.md");
      expect(readFileSync((await saved.path())!, "utf8")).toBe(want.content);

      // The URL restores the target; request targets add snippets and count tokens with o200k_base.
      await open(page, "?role=critic&modes=adversarial&name=AdvCritic&to=openai");
      const request = exportProfile(profile, { target: "openai", policy: false }).files[0]!;
      await expect(page.getByTestId("export-target")).toHaveValue("openai");
      await page.getByTestId("export-policy").uncheck({ timeout: 30_000 });
      await expect(page.getByTestId("export-path")).toHaveText(request.path, { timeout: 30_000 });
      await expect(page.getByTestId("export-content")).toHaveText(request.content, { useInnerText: false });
      await expect(page.getByTestId("export-snippet")).toHaveCount(3);
      await expect(page.getByTestId("export-tokens")).toHaveAttribute("data-method", "o200k_base", {
        timeout: 30_000,
      });
    });

    await test.step("downloads the whole roster as one zip for the chosen target", async () => {
      // On the page the step above left: the roster does not depend on the composition.
      await page.getByTestId("export-target").selectOption("lionagi");
      await expect(page).toHaveURL(/[?&]to=lionagi(&|$)/);
      const download = page.waitForEvent("download");
      await page.getByTestId("export-download-all").click();
      const saved = await download;
      expect(saved.suggestedFilename()).toBe("casts-lionagi.zip");
      const files = Object.keys(unzipSync(readFileSync((await saved.path())!)));
      expect(files.sort()).toEqual(
        ["casts-lionagi/README.md", ...listRoles().map((name) => `casts-lionagi/${name}.agent.yaml`)].sort(),
      );
      await expect(page.getByTestId("export-zip-status")).toContainText(`${listRoles().length} files zipped`);
    });
  });
});

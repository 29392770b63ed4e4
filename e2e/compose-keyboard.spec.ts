import { expect, test, type Page } from "@playwright/test";

import { Profile, listRoles } from "../lib/casts";
import { loadDefaultPack, loadSourceDirectoryRoles, resolveCatalogSource } from "../lib/casts/node";
import { ESCALATION_INSTRUCTION } from "../lib/casts/core/runtime-message";

import {
  expectClipboard,
  expectExactText,
  expectHooksMatch,
  expectSearch,
  hooks,
  openComposer,
  TAB_REACHED,
  tabTo,
  tabWalk,
  watchForErrors,
} from "./compose-helpers";

const roleBox = (page: Page) => page.getByRole("combobox", { name: "Role" });
const modeBox = (page: Page) => page.getByRole("combobox", { name: "Add a mode" });
const status = (page: Page) => page.getByTestId("composer-status");

test.describe("composer with the keyboard only", () => {
  test("one Tab walk reaches every control the keyboard tests use", async ({ page }) => {
    test.setTimeout(60_000); // about a hundred Tab stops, two round trips each
    await openComposer(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
    // Opened without a click: a click would move the point Tab starts from.
    await page
      .locator("details:has(> summary:text('Import a profile YAML'))")
      .evaluate((details: HTMLDetailsElement) => (details.open = true));
    // Its form is a lazy part: the walk starts once it is there.
    await expect(page.getByRole("textbox", { name: /Paste the YAML/ })).toBeVisible();
    await tabWalk(page);
    const verdict = page.locator("li", {
      has: page.getByTestId("emission-key").getByText("verdict", { exact: true }),
    });
    for (const control of [
      roleBox(page),
      page.getByRole("checkbox", { name: /Apply the pack's default modes/ }),
      modeBox(page),
      page.getByRole("button", { name: "Move evidential up" }),
      page.getByRole("button", { name: "Remove evidential" }),
      page.getByRole("textbox", { name: /Profile name/ }),
      page.getByRole("tab", { name: "Message" }),
      page.getByRole("button", { name: "Copy link to this composition" }),
      page.getByRole("button", { name: "Copy system message" }),
      page.getByRole("button", { name: "Start over" }),
      page.getByRole("button", { name: "Copy profile YAML" }),
      page.getByRole("button", { name: "Download adv-critic.profile.yaml" }),
      page.getByText("Import a profile YAML"),
      page.getByRole("textbox", { name: /Paste the YAML/ }),
      page.getByRole("button", { name: "Choose a file…" }),
      page.getByText("Operable JSON Schema (draft 2020-12)"),
      verdict.getByText("Fields: 2 required, 2 optional"),
      page.getByRole("textbox", { name: "Check a model's output" }),
    ])
      await expect(control, control.toString()).toHaveAttribute(TAB_REACHED, "");
  });

  // One page for three flows that follow on from each other: a page load costs more than any of them.
  test("on one page: the role picker, then the pack's default modes, then the message views, copying, start over and Ctrl+Z", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const problems = watchForErrors(page);
    await openComposer(page);

    await test.step("role picker: lists every role with its summary, type to filter, arrows, Enter to pick, Escape to close and then to restore, says when nothing matches", async () => {
      await tabTo(roleBox(page));
      await page.keyboard.press("ArrowDown");
      const listbox = page.getByRole("listbox", { name: "Roles" });
      // Every built-in role, then the project's directory roles.
      await expect(listbox.getByRole("option")).toHaveCount(
        listRoles().length +
          // the directory roles of the folder the site was built from (`make e2e`: the team catalog)
          loadSourceDirectoryRoles(resolveCatalogSource({ env: process.env })).loaded.length,
      );
      await expect(listbox.getByRole("option", { name: /^critic/ })).toContainText(
        "Delivers an adversarial critique",
      );
      await page.keyboard.type("risk assessor");
      await expect(listbox).toBeVisible();
      await expect(roleBox(page)).toHaveAttribute("aria-expanded", "true");
      const first = listbox.getByRole("option").first();
      await expect(first).toContainText("assessor");
      await expect(first).toContainText("Risk Assessor");
      await expect(first).toHaveAttribute("aria-selected", "true");
      // Marked as what Enter picks, with the keyboard not on it yet: the first ↓ goes onto it, not past it.
      await expect(roleBox(page)).not.toHaveAttribute("aria-activedescendant");
      await page.keyboard.press("ArrowDown");
      await expect(roleBox(page)).toHaveAttribute("aria-activedescendant", /-option-assessor$/);
      await expect(first).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Enter");
      await expect(listbox).toBeHidden();
      await expect(roleBox(page)).toHaveValue("assessor");
      await expectHooksMatch(page, "assessor");
      await expectSearch(page, "?role=assessor");

      await page.keyboard.type("crit");
      await expect(listbox.getByRole("option").first()).toContainText("critic");
      await page.keyboard.press("Escape");
      await expect(listbox).toBeHidden();
      await expect(roleBox(page)).toHaveValue("crit");
      await page.keyboard.press("Escape");
      await expect(roleBox(page)).toHaveValue("assessor");

      // Closed: ArrowDown opens on the current role; the next one is auditor.
      await page.keyboard.press("ArrowDown");
      await expect(listbox.getByRole("option", { selected: true })).toContainText("assessor");
      await page.keyboard.press("ArrowDown");
      await expect(roleBox(page)).toHaveAttribute("aria-activedescendant", /auditor$/);
      await page.keyboard.press("Enter");
      await expectHooksMatch(page, "auditor");

      // Nothing matches: the list closes and Enter picks nothing.
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("zzzz");
      await expect(page.getByText("No match for “zzzz”.")).toBeVisible();
      await expect(roleBox(page)).toHaveAttribute("aria-expanded", "false");
      await page.keyboard.press("Enter");
      await expectSearch(page, "?role=auditor");

      // Tab from the open list goes on to the next control. The list is no Tab stop of its own (Chromium
      // makes a scrolling box one unless told otherwise); it was, and closing it as the box lost focus
      // left focus on the page's body.
      await page.keyboard.press("Escape");
      await page.keyboard.press("Escape");
      await expect(roleBox(page)).toHaveValue("auditor");
      await page.keyboard.press("ArrowDown");
      await expect(listbox).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(listbox).toBeHidden();
      await expect(page.locator("main :focus")).toHaveCount(1);
      await expect(roleBox(page)).not.toBeFocused();
      expect(problems).toEqual([]);
    });

    await test.step("picking a role in the UI applies its pack default modes; the checkbox turns them off and on", async () => {
      // From the last step: the composition is auditor, which has no default modes.
      await tabTo(roleBox(page));
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.type("critic");
      await page.keyboard.press("Enter");
      await expect(status(page)).toHaveText("Picked critic. Applied the pack's default modes: adversarial.");
      await expectHooksMatch(page, "critic", ["adversarial"]);
      await expectSearch(page, "?role=critic&modes=adversarial");

      const defaults = page.getByRole("checkbox", { name: /Apply the pack's default modes: adversarial/ });
      await tabTo(defaults);
      await expect(defaults).toBeChecked();
      await page.keyboard.press("Space");
      await expect(defaults).not.toBeChecked();
      await expectHooksMatch(page, "critic");
      await expectSearch(page, "?role=critic");
      await page.keyboard.press("Space");
      await expectHooksMatch(page, "critic", ["adversarial"]);
    });

    await test.step("message views switch with arrow keys, the runtime view appending the pack policy; copy link and copy message; start over and Ctrl+Z", async () => {
      // From the last step: critic with the pack's default mode adversarial.
      await expectSearch(page, "?role=critic&modes=adversarial");
      const messageTab = page.getByRole("tab", { name: "Message" });
      await tabTo(messageTab);
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "By source" })).toHaveAttribute("aria-selected", "true");
      const sources = page.getByRole("tabpanel");
      await expect(sources.getByText("Role body · critic")).toBeVisible();
      await expect(sources.getByText("Mode 1 · adversarial")).toBeVisible();

      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("tab", { name: "Runtime" })).toBeFocused();
      const policy = loadDefaultPack()?.policy("critic");
      if (!policy) throw new Error("critic has no policy in the default pack");
      const bullets = (lines: readonly string[]) => lines.map((line) => `- ${line}`).join("\n");
      const want = [
        Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage(),
        `## Authority\n${bullets(policy.authority)}`,
        `## Operational Boundaries\n${bullets(policy.boundaries)}`,
        `## Escalation Conditions\n${ESCALATION_INSTRUCTION}\n${bullets(policy.escalations)}`,
      ].join("\n\n");
      await expectExactText(page.getByTestId("runtime-message"), want);
      // The contract hook stays in the document (hidden) with its exact text.
      await expectExactText(
        hooks(page).systemMessage,
        Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage(),
      );

      await page.keyboard.press("Home");
      await expect(messageTab).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("End");
      await expect(page.getByRole("tab", { name: "Runtime" })).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowRight");
      await expect(messageTab).toBeFocused();

      await tabTo(page.getByRole("button", { name: "Copy link to this composition" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("button", { name: "Copy link to this composition" })).toHaveText("Copied");
      await expectClipboard(page, page.url());
      // What the visible view (the message, after Home) copies.
      await tabTo(page.getByRole("button", { name: "Copy system message" }));
      await page.keyboard.press("Enter");
      await expectClipboard(page, Profile.compose("critic", { modes: ["adversarial"] }).buildSystemMessage());

      // Start over clears the composition, and Ctrl+Z brings it back.
      await tabTo(page.getByRole("button", { name: "Start over" }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
      await expectSearch(page, "");
      await page.locator("body").focus();
      await page.keyboard.press("Control+z");
      await expectHooksMatch(page, "critic", ["adversarial"]);
      await expectSearch(page, "?role=critic&modes=adversarial");
      await expect(status(page)).toHaveText("Undone: back to critic + adversarial.");
    });
  });

  test("mode picker marks conflicts and modes the pack does not allow, with the reason, before picking", async ({
    page,
  }) => {
    await openComposer(page, "?role=critic&modes=slow");
    await tabTo(modeBox(page));
    await page.keyboard.type("fast");
    const option = page.getByRole("listbox", { name: "Modes" }).getByRole("option").first();
    await expect(option).toContainText("fast");
    await expect(option).toContainText("not allowed by the pack");
    await expect(option).toContainText(
      "Conflicts with slow, already added: fast and slow each say they cannot be combined with the other.",
    );
    await expect(option).toContainText(
      "The default pack allows critic only adversarial, premortem, evidential, metacognitive: with another mode the composition is not deployable under the pack.",
    );
    await expect(hooks(page).conflict).toHaveCount(0);
    await page.keyboard.press("Enter");
    await expect(hooks(page).conflict).toContainText("Mode conflict: 'fast' vs 'slow'");
    await expect(status(page)).toHaveText("Added fast as mode 2 of 2. Mode conflict: 'fast' vs 'slow'.");
    await expectSearch(page, "?role=critic&modes=slow,fast");

    // An added mode stays listed but cannot be added twice.
    await page.keyboard.type("slow");
    const added = page.getByRole("listbox", { name: "Modes" }).getByRole("option").first();
    await expect(added).toHaveAttribute("aria-disabled", "true");
    await expect(added).toContainText("added");
    await page.keyboard.press("Enter");
    await expectSearch(page, "?role=critic&modes=slow,fast");

    // Removing one side of the conflict makes the composition deployable again.
    await page.keyboard.press("Escape");
    // The mode list's own remove button (the conflict banner offers the same fix).
    await tabTo(
      page
        .getByTestId("selected-mode")
        .filter({ hasText: "slow" })
        .getByRole("button", { name: "Remove slow" }),
    );
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "critic", ["fast"]);
  });

  test("typing the next mode straight after a pick keeps every key, even when the next frame is late", async ({
    page,
  }) => {
    // A slow frame (a busy machine): the picker's "select what was picked" must not land mid-word.
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => (setTimeout(() => frame(callback), 60), 0);
    });
    await openComposer(page, "?role=analyst");
    await modeBox(page).focus();
    for (const mode of ["evidential", "probabilistic"]) {
      await page.keyboard.type(mode, { delay: 25 });
      await expect(modeBox(page)).toHaveValue(mode);
      await page.keyboard.press("Enter");
    }
    await expectHooksMatch(page, "analyst", ["evidential", "probabilistic"]);
  });

  test("adds modes in order, reorders with the move buttons and removes them, focus following; the name field updates the YAML and the URL", async ({
    page,
  }) => {
    await openComposer(page, "?role=analyst");
    await tabTo(modeBox(page));
    for (const mode of ["evidential", "probabilistic", "systematic"]) {
      await page.keyboard.type(mode);
      await expect(modeBox(page)).toHaveValue(mode);
      await page.keyboard.press("Enter");
    }
    await expectHooksMatch(page, "analyst", ["evidential", "probabilistic", "systematic"]);
    await expect(modeBox(page)).toBeFocused();

    await tabTo(page.getByRole("button", { name: "Move systematic up" }));
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "analyst", ["evidential", "systematic", "probabilistic"]);
    await expect(status(page)).toHaveText("Moved systematic to position 2 of 3.");
    await expect(page.getByRole("button", { name: "Move systematic up", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "analyst", ["systematic", "evidential", "probabilistic"]);
    // At the top "up" is unavailable, so focus moves to "down" on the same mode.
    await expect(page.getByRole("button", { name: "Move systematic down", exact: true })).toBeFocused();
    await expect(page.getByRole("button", { name: "Move systematic up" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "analyst", ["evidential", "systematic", "probabilistic"]);
    await expectSearch(page, "?role=analyst&modes=evidential,systematic,probabilistic");

    await tabTo(page.getByRole("button", { name: "Remove systematic" }));
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "analyst", ["evidential", "probabilistic"]);
    await expect(page.getByRole("button", { name: "Remove probabilistic", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Remove evidential", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "analyst");
    await expect(modeBox(page)).toBeFocused();
    await expectSearch(page, "?role=analyst");

    // The profile name field updates the YAML and the URL.
    const name = page.getByRole("textbox", { name: /Profile name/ });
    await tabTo(name);
    await page.keyboard.type("adv analyst");
    await expectHooksMatch(page, "analyst", [], "adv analyst");
    await expectSearch(page, "?role=analyst&name=adv%20analyst");
    await page.keyboard.press("ControlOrMeta+a");
    await page.keyboard.press("Backspace");
    await expectHooksMatch(page, "analyst");
    await expectSearch(page, "?role=analyst");
  });
});

// Layout and interaction of the composer as a workbench, at phone and desktop sizes.
import { expect, test } from "@playwright/test";

import { Mode, Profile, Role } from "../lib/casts";
import { loadDefaultPack } from "../lib/casts/node";
import { buildRuntimeMessage } from "../lib/casts/core/runtime-message";

import { expectExactText, expectHooksMatch, hooks, openComposer } from "./compose-helpers";

test.describe("phone, touch (375 px)", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test("a conflict shows the exact message above the form with its reason, marks both modes, keeps the system message, fixes in one tap; every target is 44 px", async ({
    page,
  }) => {
    await openComposer(page, "?role=analyst&modes=slow,evidential,fast");
    const conflict = hooks(page).conflict;
    await expect(conflict).toContainText("Mode conflict: 'fast' vs 'slow'");
    expect(() => Profile.compose("analyst", { modes: ["slow", "evidential", "fast"] })).toThrow(
      "Mode conflict: 'fast' vs 'slow'",
    );
    await expect(conflict).toContainText("fast and slow each say they cannot be combined with the other");
    // The system message is still shown, every part in order; no YAML while the modes conflict.
    const parts = [
      Role.load("analyst").body,
      ...["slow", "evidential", "fast"].map((name) => Mode.load(name).behaviors),
    ];
    await expectExactText(hooks(page).systemMessage, parts.join("\n\n"));
    await expect(hooks(page).yaml).toHaveCount(0);
    await expect(page.getByText("No profile YAML while two modes conflict")).toBeVisible();
    await expect(hooks(page).composeError).toHaveCount(0);
    const flagged = page.locator('[data-testid="selected-mode"][data-conflict]');
    await expect(flagged).toHaveCount(2);
    await expect(flagged.nth(0)).toContainText("slow");
    await expect(flagged.nth(1)).toContainText("fast");
    const box = await conflict.boundingBox();
    const picker = await page.getByTestId("role-picker").first().boundingBox();
    expect(box!.y).toBeLessThan(picker!.y);
    expect(box!.y).toBeLessThan(740);
    await expect(page.getByTestId("not-deployable-note")).toBeVisible();
    await expect(page.getByRole("button", { name: /Copy system message \(not deployable\)/ })).toHaveText(
      "Copy anyway",
    );

    const small = await page
      .getByTestId("composer")
      .locator("button:visible")
      .evaluateAll((buttons) =>
        buttons
          .filter((button) => button.getBoundingClientRect().height < 44)
          .map((button) => button.getAttribute("aria-label") ?? button.textContent),
      );
    expect(small).toEqual([]);

    await conflict.getByRole("button", { name: "Remove fast" }).click();
    await expect(conflict).toHaveCount(0);
    await expectHooksMatch(page, "analyst", ["slow", "evidential"]);
    // Undo and redo, which that edit brought: 44 px like every target, and clear of the role's text box.
    const history = page.getByTestId("history-bar");
    for (const name of ["Undo", "Redo"])
      expect((await history.getByRole("button", { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const bar = await history.boundingBox();
    const role = await page.getByRole("combobox", { name: "Role" }).boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(role!.y);
  });
});

test.describe("desktop (1280 × 800)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("modes are above the fold and stay in view beside the YAML; segments are marked and counted as copied", async ({
    page,
  }) => {
    await openComposer(page, "?role=critic&modes=adversarial");
    const mode = page.getByTestId("selected-mode").first();
    const inView = async () => {
      const box = await mode.boundingBox();
      return box !== null && box.y >= 0 && box.y + box.height <= 800;
    };
    expect(await inView()).toBe(true);

    // The first edit brings undo and redo without moving the form or the message (they came in above
    // both and pushed them down 64 px). Measured from the page's top: the mode list scrolls the page.
    const tops = () =>
      page.evaluate(() => {
        window.scrollTo(0, 0);
        return ["section[aria-labelledby=composition-heading]", "[data-testid=system-message]"].map(
          (selector) => document.querySelector(selector)?.getBoundingClientRect().top,
        );
      });
    const before = await tops();
    const picker = page.getByRole("combobox", { name: "Add a mode" });
    await picker.fill("evidential");
    await page.keyboard.press("Enter");
    const added = hooks(page).systemMessage.locator('[data-segment="mode:evidential"]');
    await expect(added).toHaveText(Mode.load("evidential").behaviors, { useInnerText: false });
    const undo = page.getByTestId("history-bar").getByRole("button", { name: "Undo" });
    await expect(undo).toBeInViewport();
    expect(await tops()).toEqual(before);
    // On the role picker's label line, clear of its text box.
    const bar = await page.getByTestId("history-bar").boundingBox();
    const roleBox = await page.getByRole("combobox", { name: "Role" }).boundingBox();
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(roleBox!.y);

    await hooks(page).yaml.scrollIntoViewIfNeeded();
    expect(await inView()).toBe(true);
    await expect(page.getByTestId("segment-legend").getByRole("button")).toHaveText([
      "Role body · critic",
      "Mode 1 · adversarial",
      "Mode 2 · evidential",
    ]);

    await page.getByRole("tab", { name: "Runtime" }).click();
    const system = Profile.compose("critic", { modes: ["adversarial", "evidential"] }).buildSystemMessage();
    const runtime = buildRuntimeMessage(system, loadDefaultPack()!.policy("critic"));
    await expect(page.getByTestId("message-count")).toContainText(
      `${new Intl.NumberFormat("en-US").format([...runtime].length)} characters`,
    );
    await expect(page.getByTestId("segment-legend").getByRole("button").last()).toHaveText("Pack policy");
  });

  test("a big paste is parsed in a worker: the page keeps drawing and editing while it is checked", async ({
    page,
  }) => {
    test.setTimeout(60_000); // the check of 1 MiB alone may take 30 s on a busy machine
    // Hold what the page posts to workers until the test lets it go, so "while it parses" is a fixed state.
    await page.addInitScript(() => {
      const post = Worker.prototype.postMessage;
      const held: (() => void)[] = [];
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        held.push(() => Reflect.apply(post, this, args));
      };
      Object.assign(window, {
        releaseWorkers: () => {
          Worker.prototype.postMessage = post;
          for (const send of held.splice(0)) send();
        },
      });
    });
    await openComposer(page, "?role=critic");
    await page.getByText("Import a profile YAML").click();
    const yaml = `# ${"x".repeat(1024 * 1024 - 64)}\nrole: critic\nmodes: [adversarial]\n`; // just under 1 MiB
    await page.getByRole("textbox", { name: /Paste the YAML/ }).fill(yaml);
    await page.getByRole("button", { name: "Import pasted YAML" }).click();
    await expect(page.getByTestId("import-checking")).toBeVisible();

    expect(
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve("drawn")))),
    ).toBe("drawn");
    await page.getByRole("textbox", { name: /Profile name/ }).fill("still-typing");
    await expect(hooks(page).yaml).toContainText("name: still-typing");

    await page.evaluate(() => (window as unknown as { releaseWorkers: () => void }).releaseWorkers());
    await expect(page.getByTestId("import-success")).toBeVisible({ timeout: 30_000 });
    await expectHooksMatch(page, "critic", ["adversarial"]);
  });
});

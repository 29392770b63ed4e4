import { expect, test } from "@playwright/test";

import { Mode, Role } from "../lib/casts";

import {
  expectComposition,
  expectHooksMatch,
  expectSearch,
  holdRequests,
  hooks,
  ISLAND_FILES,
  openComposer,
  tabTo,
  thrownMessage,
  watchForErrors,
} from "./compose-helpers";

test.describe("composer URL state", () => {
  // One page for both: the composition the URL names is the first history entry the second walks back to.
  test("on one page: opens the composition the URL names, then back and forward restore each composition", async ({
    page,
  }) => {
    await test.step("opens the composition the URL names, with hooks equal to the library's output", async () => {
      const problems = watchForErrors(page);
      await openComposer(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
      await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
      await expect(hooks(page).yaml).toHaveText(
        "modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n",
      );
      await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
      expect(problems).toEqual([]);
    });

    await test.step("back and forward restore each composition, across page loads and same-document entries", async () => {
      // A second page load, then back to the one the step above opened.
      await page.goto("/compose?role=critic&modes=premortem");
      await expect(hooks(page).yaml).toContainText("premortem");
      await page.goBack();
      await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
      await page.goForward();
      await expectHooksMatch(page, "critic", ["premortem"]);
      // A same-document entry (pushState, then popstate) loads the composition it names. Every role's
      // output is checked against the library by the composer's unit tests.
      await page.evaluate(() =>
        window.history.pushState(null, "", "/compose?role=architect&modes=systematic"),
      );
      await page.evaluate(() => window.history.back());
      await expectSearch(page, "?role=critic&modes=premortem");
      await page.evaluate(() => window.history.forward());
      await expectHooksMatch(page, "architect", ["systematic"]);
    });
  });

  test("no role: the build draws the empty composer and nothing starts until the reader reaches for it; then React takes it over in place, with what the reader typed", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    await page.goto("/compose");
    await expect(page.locator("html[data-islands=ready]")).toHaveCount(1);
    const box = page.getByTestId("role-picker");
    await expect(box).toHaveAttribute("placeholder", /^Search \d+ roles by name or task$/);
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
    await expect(page.getByText("Loading the composition in the link…")).toBeHidden();
    const drawn = async () => ({
      box: await box.boundingBox(),
      empty: await page.getByTestId("compose-empty").boundingBox(),
      hint: await page.getByText("Type to filter").boundingBox(),
    });
    const built = await drawn();
    await page.waitForLoadState("networkidle");
    await expect(page.getByTestId("composer")).toHaveCount(0);

    // Tabbing in and typing before React has arrived (its code is held back a moment here): the text,
    // the caret and the focus carry over.
    await page.route("**/_islands/**", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await box.focus();
    await page.keyboard.type("adversar");
    expect(await page.getByTestId("composer").count(), "React arrived before the typing ended").toBe(0);
    await expect(page.getByTestId("composer")).toBeVisible();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue("adversar");
    await expect(page.getByRole("listbox", { name: "Roles" }).getByRole("option").first()).toContainText(
      "critic",
    );
    await page.keyboard.press("Escape");
    await page.keyboard.press("Escape");
    await expect(box).toHaveValue("");
    // React's empty composer lies exactly where the build's did.
    expect(await drawn()).toEqual(built);
    expect(problems).toEqual([]);
  });

  test("a link with a query: until React has drawn its composition, the empty composer says it is loading in place of its intro", async ({
    page,
  }) => {
    const { release } = await holdRequests(page, ISLAND_FILES);
    await page.goto("/compose?role=critic&modes=adversarial", { waitUntil: "commit" });
    const waiting = page.getByText("Loading the composition in the link…");
    await expect(waiting).toBeVisible();
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeHidden();
    release();
    await expect(page.getByTestId("composer")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await expectComposition(page, "critic", ["adversarial"]);
  });

  test("no role: an empty state that invites picking one; an example link opens its composition (keyboard)", async ({
    page,
  }) => {
    await openComposer(page);
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Role" })).toBeVisible();
    for (const hook of Object.values(hooks(page))) await expect(hook).toHaveCount(0);

    await tabTo(page.getByRole("link", { name: "critic + adversarial, evidential" }));
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
    await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
    await expect(page).toHaveTitle("critic + adversarial, evidential · Profile composer · Casts Catalog");
  });
});

test.describe("bad and hostile URLs", () => {
  test("a script-like role, encoded or raw, renders as inert text in the library's message; start over clears the URL", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const hostile = "<script>alert(1)</script>";
    await openComposer(page, `?role=${encodeURIComponent(hostile)}`);
    const error = hooks(page).composeError;
    await expect(error).toContainText(thrownMessage(() => Role.load(hostile)));
    expect(
      await page
        .locator("script:not([src])")
        .evaluateAll((scripts) => scripts.some((script) => script.textContent?.includes("alert(1)"))),
    ).toBe(false);
    await expect(hooks(page).systemMessage).toHaveCount(0);
    await page.getByRole("button", { name: "Start a new composition" }).click();
    await expect(error).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
    await expectSearch(page, "");

    await page.goto('/compose?role=<img src=x onerror="alert(1)">&modes=<svg/onload=alert(2)>');
    await expect(error).toContainText(
      "Unknown role: '<img src=x onerror=\"alert(1)\">'. Available: analyst,",
    );
    await expect(page.locator("main img, main svg[onload]")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("an unknown mode is reported with the library's message beside the valid part, with clickable suggestions; unread parameters are named", async ({
    page,
  }) => {
    await openComposer(page, "?role=critic&modes=adversarial,telepathic&mode=fast");
    await expect(hooks(page).composeError).toContainText(thrownMessage(() => Mode.load("telepathic")));
    await expect(page.getByTestId("ignored-params")).toContainText("did you mean 'modes'?");
    // The valid part stays on screen while the error is shown.
    await expectComposition(page, "critic", ["adversarial"]);
    await expect(hooks(page).composeError.getByRole("link").first()).toHaveAttribute(
      "href",
      /^\/compose\?role=critic&modes=adversarial,[a-z-]+$/,
    );
    await page.getByRole("button", { name: /Keep critic with adversarial and dismiss/ }).click();
    await expect(hooks(page).composeError).toHaveCount(0);
    await expectSearch(page, "?role=critic&modes=adversarial");
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the prerendered page explains that the composer needs JavaScript and links to the catalog", async ({
    page,
  }) => {
    await page.goto("/compose?role=critic");
    await expect(page.getByRole("heading", { level: 1, name: "Profile composer" })).toBeVisible();
    // Playwright's text and role engines skip <noscript>, so read what the browser lays out instead.
    expect(await page.evaluate(() => document.body.innerText)).toContain(
      "The composer runs in your browser and needs JavaScript.",
    );
    const links = await page.evaluate(() =>
      [...document.querySelectorAll("main noscript a")].map((link) => [
        link.textContent,
        link.getAttribute("href"),
        link.getBoundingClientRect().width > 0,
      ]),
    );
    expect(links).toEqual([
      ["roles", "/", true],
      ["modes", "/modes", true],
      ["emission contracts", "/emissions", true],
      ["default pack", "/packs/default", true],
    ]);
    // The link itself cannot be read without a script: the note says where its role and modes read.
    const pointer = page.getByTestId("composer-noscript-link");
    await expect(pointer).toBeVisible();
    await expect(pointer).toContainText("casts compose ROLE --mode MODE");
    await expect(page.getByText("Loading the composer…")).toBeHidden();
    await expect(hooks(page).systemMessage).toHaveCount(0);
  });
});

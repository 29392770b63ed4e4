import { expect, test } from "@playwright/test";

import { Mode, Role } from "../lib/casts";

import {
  expectComposition,
  expected,
  expectHooksMatch,
  expectSearch,
  hooks,
  openComposer,
  tabTo,
  watchForErrors,
} from "./compose-helpers";

function thrownMessage(load: () => unknown): string {
  try {
    load();
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  throw new Error("expected a throw");
}

test.describe("composer URL state", () => {
  test("opens the composition the URL names, with hooks equal to the library's output", async ({ page }) => {
    const problems = watchForErrors(page);
    await openComposer(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
    await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
    await expect(hooks(page).yaml).toHaveText(
      "modes:\n- adversarial\n- evidential\nname: adv-critic\nrole: critic\n",
    );
    await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
    expect(problems).toEqual([]);
  });

  test("a bare role opens with no modes: pack defaults are not applied from a URL", async ({ page }) => {
    await openComposer(page, "?role=critic");
    await expectHooksMatch(page, "critic");
    await expect(hooks(page).yaml).toHaveText("modes: []\nname: critic\nrole: critic\n");
    await expectSearch(page, "?role=critic");
  });

  test("names with spaces, quotes, YAML specials and non-ASCII survive the URL and the YAML", async ({
    page,
  }) => {
    for (const name of [
      "adv critic",
      "yes",
      "0x1f",
      'it\'s "quoted"',
      "Kritiker – Ü",
      "2024-01-05",
      "#hash: colon",
    ]) {
      await openComposer(page, `?role=analyst&modes=evidential&name=${encodeURIComponent(name)}`);
      await expectHooksMatch(page, "analyst", ["evidential"], name);
    }
  });

  test("a conflict shows the exact message, highlights both modes and keeps the system message", async ({
    page,
  }) => {
    await openComposer(page, "?role=researcher&modes=slow,evidential,fast");
    const h = hooks(page);
    await expect(h.conflict).toContainText("Mode conflict: 'fast' vs 'slow'");
    expect(() => expected("researcher", ["slow", "evidential", "fast"])).toThrow(
      "Mode conflict: 'fast' vs 'slow'",
    );
    const parts = [
      Role.load("researcher").body,
      ...["slow", "evidential", "fast"].map((name) => Mode.load(name).behaviors),
    ];
    expect(await h.systemMessage.textContent()).toBe(parts.join("\n\n"));
    await expect(h.yaml).toHaveCount(0);
    await expect(page.getByText("No profile YAML while two modes conflict")).toBeVisible();
    await expect(page.getByTestId("not-deployable-note")).toBeVisible();
    const flagged = page.locator('[data-testid="selected-mode"][data-conflict]');
    await expect(flagged).toHaveCount(2);
    await expect(flagged.nth(0)).toContainText("slow");
    await expect(flagged.nth(1)).toContainText("fast");
    await expect(h.composeError).toHaveCount(0);
    await expect(flagged.nth(1).getByRole("button", { name: "Remove fast" })).toBeEnabled();
  });

  test("no role: an empty state that invites picking one, with no hooks", async ({ page }) => {
    await openComposer(page);
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Role" })).toBeVisible();
    for (const hook of Object.values(hooks(page))) await expect(hook).toHaveCount(0);
  });

  test("an example link opens its composition (keyboard) and updates the URL and the title", async ({
    page,
  }) => {
    await openComposer(page);
    await tabTo(page.getByRole("link", { name: "critic + adversarial, evidential" }));
    await page.keyboard.press("Enter");
    await expectHooksMatch(page, "critic", ["adversarial", "evidential"], "adv-critic");
    await expectSearch(page, "?role=critic&modes=adversarial,evidential&name=adv-critic");
    await expect(page).toHaveTitle("critic + adversarial, evidential · Profile composer · Casts Catalog");
  });

  test("back and forward restore each composition, across page loads and same-document entries", async ({
    page,
  }) => {
    await openComposer(page, "?role=analyst");
    await page.goto("/compose?role=critic&modes=premortem");
    await expect(hooks(page).yaml).toContainText("premortem");
    await page.goBack();
    await expectHooksMatch(page, "analyst");
    await page.goForward();
    await expectHooksMatch(page, "critic", ["premortem"]);
    // A same-document entry (pushState, then popstate) loads the composition it names. Every role's
    // output is checked against the library by the composer's unit tests.
    await page.evaluate(() => window.history.pushState(null, "", "/compose?role=architect&modes=systematic"));
    await page.evaluate(() => window.history.back());
    await expectSearch(page, "?role=critic&modes=premortem");
    await page.evaluate(() => window.history.forward());
    await expectHooksMatch(page, "architect", ["systematic"]);
  });
});

test.describe("bad and hostile URLs", () => {
  test("a script-like role renders as inert text in the library's unknown-role message", async ({ page }) => {
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
    expect(problems).toEqual([]);
  });

  test("a raw, unencoded script tag in the query is inert too", async ({ page }) => {
    const problems = watchForErrors(page);
    await page.goto('/compose?role=<img src=x onerror="alert(1)">&modes=<svg/onload=alert(2)>');
    await expect(hooks(page).composeError).toContainText(
      "Unknown role: '<img src=x onerror=\"alert(1)\">'. Available: analyst,",
    );
    await expect(page.locator("main img, main svg[onload]")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("a hostile profile name is kept as text in the YAML, and its markup never becomes elements", async ({
    page,
  }) => {
    const problems = watchForErrors(page);
    const name = '<img src=x onerror=alert(1)>"; alert(2); //';
    await openComposer(page, `?role=critic&name=${encodeURIComponent(name)}`);
    await expectHooksMatch(page, "critic", [], name);
    await expect(page.locator("main img")).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test("an unknown mode is reported with the library's message beside the valid part, with clickable suggestions", async ({
    page,
  }) => {
    await openComposer(page, "?role=critic&modes=adversarial,telepathic");
    await expect(hooks(page).composeError).toContainText(thrownMessage(() => Mode.load("telepathic")));
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

  test("malformed links name each problem: duplicates, empty entries, over-long values, modes without a role", async ({
    page,
  }) => {
    const cases: [string, string][] = [
      ["?role=critic&role=analyst", "The URL gives 'role' 2 times"],
      ["?role=critic&modes=adversarial,,evidential", "empty entry at position 2 of 3"],
      ["?role=critic&modes=adversarial,", "empty entry at position 2 of 2"],
      [`?role=${"a".repeat(257)}`, "The URL's role is 257 characters long; the limit is 256."],
      [
        `?role=critic&name=${"n".repeat(257)}`,
        "The URL's profile name is 257 characters long; the limit is 256.",
      ],
      ["?modes=fast", "no role"],
      ["?role=", "role parameter is empty"],
    ];
    for (const [query, message] of cases) {
      await openComposer(page, query);
      await expect(hooks(page).composeError, query).toContainText(message);
    }
  });

  test("start over from a broken link clears the URL", async ({ page }) => {
    await openComposer(page, "?role=ghost");
    await page.getByRole("button", { name: "Start a new composition" }).click();
    await expect(hooks(page).composeError).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Start with a role" })).toBeVisible();
    await expectSearch(page, "");
  });

  test("parameters the composer does not read are named, not silently dropped", async ({ page }) => {
    await openComposer(page, "?role=critic&mode=fast");
    await expect(page.getByTestId("ignored-params")).toContainText("mode. Did you mean modes?");
    await expectHooksMatch(page, "critic");
    await expectSearch(page, "?role=critic");
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
      [...document.querySelectorAll("noscript a")].map((link) => [
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
    await expect(page.getByText("Loading the composer…")).toBeHidden();
    await expect(hooks(page).systemMessage).toHaveCount(0);
  });
});

// Shared by the e2e/compose-*.spec.ts files: expected values come from the library itself.
import { expect, type Locator, type Page } from "@playwright/test";

import { Profile } from "../lib/casts";

export const hooks = (page: Page) => ({
  systemMessage: page.getByTestId("system-message"),
  conflict: page.getByTestId("conflict-error"),
  yaml: page.getByTestId("profile-yaml"),
  emissionKeys: page.getByTestId("emission-key"),
  composeError: page.getByTestId("compose-error"),
});

/**
 * Opens /compose with a query and waits for the island to replace the prerendered composer. A link with
 * no query starts the island only when the reader reaches for it: the pointer goes to the empty state.
 */
export async function openComposer(page: Page, search = ""): Promise<void> {
  await page.goto(`/compose${search}`);
  if (search === "") await page.getByTestId("compose-empty").hover();
  await expect(page.getByTestId("composer")).toBeVisible();
}

/** What the library says about a composition. */
export function expected(role: string, modes: readonly string[] = [], name = "") {
  const profile = Profile.compose(role, { modes: [...modes], name });
  return {
    systemMessage: profile.buildSystemMessage(),
    yaml: profile.toYaml(),
    keys: profile.emissionOperable()?.keys() ?? [],
    schema: profile.emissionOperable()?.jsonSchema() ?? null,
  };
}

/** The message of the error `load` throws (the library's wording, for comparing with the page). */
export { thrownMessage } from "../test-support/thrown";

/** Asserts the composition's hooks (system message, YAML, emission keys) against the library. */
export async function expectComposition(
  page: Page,
  role: string,
  modes: readonly string[] = [],
  name = "",
): Promise<void> {
  const want = expected(role, modes, name);
  const h = hooks(page);
  await expectExactText(h.yaml, want.yaml);
  await expectExactText(h.systemMessage, want.systemMessage);
  await expect(h.emissionKeys).toHaveText(want.keys);
  await expect(h.conflict).toHaveCount(0);
}

/** As expectComposition, and no error is shown anywhere. */
export async function expectHooksMatch(
  page: Page,
  role: string,
  modes: readonly string[] = [],
  name = "",
): Promise<void> {
  await expectComposition(page, role, modes, name);
  await expect(hooks(page).composeError).toHaveCount(0);
}

/** Waits for the address bar's query to become `expected` (the composer spaces rewrites during bursts of edits). */
export async function expectSearch(page: Page, expected: string): Promise<void> {
  await expect.poll(() => new URL(page.url()).search, { message: "the URL's query" }).toBe(expected);
}

/**
 * Focuses `target` after checking it is in the keyboard's tab order (visible, enabled, tabIndex ≥ 0).
 * That the controls are reached by pressing Tab is proved once, by `tabWalk` in compose-keyboard.spec.ts,
 * instead of by a walk in every test.
 */
/**
 * Waits until the element's text is exactly `want`: its textContent, hidden parts included and
 * whitespace as it is (toHaveText folds whitespace). A read right after an action can see the
 * state before React drew the next one.
 */
export async function expectExactText(target: Locator, want: string): Promise<void> {
  await expect.poll(() => target.textContent(), { message: target.toString() }).toBe(want);
}

/** Waits until the clipboard holds exactly `want` (a copy button writes it asynchronously). */
export async function expectClipboard(page: Page, want: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => navigator.clipboard.readText()), { message: "clipboard" })
    .toBe(want);
}

export async function tabTo(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await expect(target).toBeEnabled();
  expect(
    await target.evaluate((element: HTMLElement) => element.tabIndex),
    target.toString(),
  ).toBeGreaterThanOrEqual(0);
  await target.focus();
}

export const TAB_REACHED = "data-e2e-tab-reached";

/**
 * Presses Tab from where sequential focus starts (the top of a freshly loaded page) until focus comes
 * back round to an element it already reached, marking each element it reaches with TAB_REACHED. A
 * focus listener in the page does the marking, so each press costs one round trip.
 */
export async function tabWalk(page: Page, limit = 200): Promise<void> {
  await page.evaluate((mark) => {
    const state = window as unknown as { tabWalkCameRound?: boolean };
    state.tabWalkCameRound = false;
    document.addEventListener("focusin", (event) => {
      if (!(event.target instanceof Element)) return;
      if (event.target.hasAttribute(mark)) state.tabWalkCameRound = true;
      else event.target.setAttribute(mark, "");
    });
  }, TAB_REACHED);
  for (let step = 1; step <= limit; step += 1) {
    await page.keyboard.press("Tab");
    if (
      step % 10 === 0 &&
      (await page.evaluate(() => (window as unknown as { tabWalkCameRound?: boolean }).tabWalkCameRound))
    )
      return;
  }
  throw new Error(`Tab did not come round in ${limit} presses`);
}

/** Fails the test on any page error, console error or dialog (a script-like URL must never run). */
export function watchForErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
  page.on("dialog", (dialog) => {
    problems.push(`dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  page.on("console", (message) => {
    if (message.type() === "error") problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  return problems;
}

/** The island files a page fetches: its modules and the code they import. */
export const ISLAND_FILES = "**/_islands/**";

/** Holds every request matching `url` from now on until `release()`; `requested` lists them. */
export async function holdRequests(
  page: Page,
  url: string,
): Promise<{ requested: string[]; release: () => void }> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const requested: string[] = [];
  await page.route(url, async (route) => {
    requested.push(route.request().url());
    await held;
    await route.continue();
  });
  return { requested, release };
}

/**
 * Once the page's catalog module runs, holds every island file the page fetches from then on (the code
 * an island fetches when the reader reaches for it) until `release()`; `requested` lists them.
 */
export async function holdIslandCode(page: Page): Promise<{ requested: string[]; release: () => void }> {
  await page.waitForFunction(() => document.documentElement.dataset["islands"] === "ready");
  return holdRequests(page, ISLAND_FILES);
}

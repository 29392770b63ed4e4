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

/** Opens /compose with a query and waits for the island to replace the prerendered skeleton. */
export async function openComposer(page: Page, search = ""): Promise<void> {
  await page.goto(`/compose${search}`);
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

/** Asserts the composition's hooks (system message, YAML, emission keys) against the library. */
export async function expectComposition(
  page: Page,
  role: string,
  modes: readonly string[] = [],
  name = "",
): Promise<void> {
  const want = expected(role, modes, name);
  const h = hooks(page);
  await expect(h.yaml).toHaveText(want.yaml, { useInnerText: false });
  expect(await h.systemMessage.textContent()).toBe(want.systemMessage);
  expect(await h.yaml.textContent()).toBe(want.yaml);
  expect(await h.emissionKeys.allTextContents()).toEqual(want.keys);
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

/** Presses Tab until `target` has focus: proves it is reachable by keyboard. */
export async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false, limit = 80 } = {},
): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
  }
  throw new Error(`could not reach ${target.toString()} with the keyboard in ${limit} presses`);
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
    // Header links to catalog pages built on a sibling branch may 404 on prefetch here; nothing else may fail.
    if (message.type() === "error" && !/status of 404/.test(message.text()))
      problems.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (response.status() >= 400 && !["/modes", "/emissions", "/packs/default"].includes(path))
      problems.push(`${response.status()} ${path}`);
  });
  return problems;
}

// The composer's Run panel (contract §11) in Chromium against the fake provider on 127.0.0.1 (a real
// HTTP server speaking the OpenAI and Anthropic APIs with CORS): what needs a browser. The reducer,
// variables in the URL and key storage are unit-tested in lib/composer/panels/run/.
import { expect as baseExpect, test, type Page } from "@playwright/test";

import { buildRuntimeMessage } from "../lib/casts/core/runtime-message";
import { Profile } from "../lib/casts";
import { startFakeProvider, type FakeProvider } from "../test-support/fake-provider";

const KEY = "sk-e2e-run-panel-0123456789";
let fake: FakeProvider;

test.beforeAll(async () => {
  fake = await startFakeProvider({ keys: [KEY], port: 0 });
});
test.afterAll(async () => {
  await fake.close();
});
// The panel's code and, on the first Run, the engine (SDK clients, zod) load on demand: on a busy
// machine the first verdicts can take more than the default 5 s.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const VALID = JSON.stringify({
  verdict: { verdict: "revise", rationale: "The rollback step is missing." },
  finding: { description: "No rollback plan for the schema change.", confidence: 0.8 },
});

async function openPanel(page: Page, search = "?role=critic"): Promise<void> {
  await page.goto(`/compose${search}`);
  await expect(page.getByTestId("run-key")).toBeVisible({ timeout: 30_000 });
}

/** Points the panel at the fake provider and fills key and message. */
async function fillRun(
  page: Page,
  { provider = "openai", message = "Review the migration plan.", key = KEY } = {},
): Promise<void> {
  await page.getByTestId("run-provider").selectOption(provider);
  await page.getByTestId("run-base-url").fill(fake.url(provider === "anthropic" ? "anthropic" : "openai"));
  await page.getByTestId("run-model").fill(provider === "anthropic" ? "claude-sonnet-4-6" : "gpt-4.1");
  await page.getByTestId("run-key").fill(key);
  await page.getByTestId("run-input").fill(message);
}

/** The key appears in no URL, no storage and no page text. */
async function expectKeyNowhere(page: Page): Promise<void> {
  const seen = await page.evaluate(() => ({
    href: location.href,
    local: JSON.stringify({ ...localStorage }),
    session: JSON.stringify({ ...sessionStorage }),
    text: document.body.innerText,
  }));
  for (const [where, value] of Object.entries(seen)) expect(value, where).not.toContain(KEY);
}

test.describe("Run panel", () => {
  test("a valid reply streams in and gets a true verdict per key; the runtime message and the key go to the chosen server only", async ({
    page,
  }) => {
    fake.script({ match: "valid-case", reply: VALID, chunks: 6, usage: { input: 1200, output: 80 } });
    await openPanel(page, "?role=critic&modes=adversarial");
    await fillRun(page, { message: "Review the migration plan (valid-case)." });
    await page.getByTestId("run-submit").click();
    await expect(page.getByTestId("run-verdict")).toHaveCount(2);
    for (const key of ["verdict", "finding"])
      await expect(page.locator(`[data-testid="run-verdict"][data-key="${key}"]`)).toHaveAttribute(
        "data-valid",
        "true",
      );
    await expect(page.getByTestId("run-reply")).toHaveText(VALID);
    await expect(page.getByTestId("run-usage")).toContainText("1200 tokens in, 80 out");
    // gpt-4.1 at the table's price: an estimate, dated.
    await expect(page.getByTestId("run-cost")).toHaveText("$0.0030");
    await expect(page.getByTestId("run-usage")).toContainText("from the price table of");

    const request = fake.requests.find((entry) => entry.input?.includes("valid-case"))!;
    expect(request.key).toBe(KEY);
    const profile = Profile.compose("critic", { modes: ["adversarial"] });
    const policy = await page.evaluate(async () => {
      const response = await fetch("/compose/index.json");
      const index = (await response.json()) as { roles: { name: string; config: unknown }[] };
      return index.roles.find((role) => role.name === "critic")?.config ?? null;
    });
    const body = request.body as { messages: { role: string; content: string }[] };
    expect(body.messages[0]).toEqual({
      role: "developer",
      content: buildRuntimeMessage(
        profile.buildSystemMessage(),
        policy as Parameters<typeof buildRuntimeMessage>[1],
      ),
    });
    expect(body.messages.at(-1)).toEqual({
      role: "user",
      content: "Review the migration plan (valid-case).",
    });
    await expectKeyNowhere(page);
  });

  // One critic page for four behaviours (a page load and the engine's first load cost more than a run):
  // runs are numbered in the order they start, so the comparison picks Run 5 and Run 6.
  test("on one page: an invalid reply, an Anthropic escalation, a refused key and a rate limit, then two runs side by side", async ({
    page,
  }) => {
    test.setTimeout(180_000); // six runs
    await openPanel(page);

    await test.step("an invalid reply gets a false verdict naming the field", async () => {
      const reply = JSON.stringify({ finding: { description: "Too sure.", confidence: 3 }, summary: "x" });
      fake.script({ match: "invalid-case", reply });
      await fillRun(page, { message: "invalid-case" });
      await page.getByTestId("run-submit").click();
      const finding = page.locator('[data-testid="run-verdict"][data-key="finding"]');
      await expect(finding).toHaveAttribute("data-valid", "false");
      await expect(finding).toContainText("confidence");
      await expect(page.locator('[data-testid="run-verdict"][data-key="summary"]')).toHaveAttribute(
        "data-valid",
        "false",
      );
      await expect(page.getByTestId("run-status")).toHaveText(
        "The reply is complete: 2 of 2 keys not valid.",
      );
    });

    await test.step("an escalation from Anthropic is shown with its urgency, reason and context", async () => {
      const reply = JSON.stringify({
        escalation_request: {
          reason: "Deleting production data is outside my authority.",
          urgency: "blocked",
          context: { ticket: "OPS-7" },
        },
      });
      fake.script({ match: "escalate-case", reply, provider: "anthropic", chunks: 3 });
      await fillRun(page, { provider: "anthropic", message: "escalate-case: drop the users table" });
      await page.getByTestId("run-submit").click();
      const escalation = page.getByTestId("run-escalation");
      await expect(escalation).toContainText("urgency: blocked");
      await expect(escalation).toContainText("Deleting production data is outside my authority.");
      await expect(escalation).toContainText('"ticket": "OPS-7"');
      await expect(
        page.locator('[data-testid="run-verdict"][data-key="escalation_request"]'),
      ).toHaveAttribute("data-valid", "true");
      const request = fake.requests.find((entry) => entry.input?.includes("escalate-case"))!;
      expect(request.api).toBe("anthropic");
      expect(request.key).toBe(KEY);
    });

    await test.step("a refused key (401) and a rate limit (429) are said in words with what to do", async () => {
      await fillRun(page, { key: "sk-wrong-key-00000000" });
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-error")).toContainText("The key was refused (401)");
      await expect(page.getByTestId("run-error")).toContainText("Check that the key is right");
      await expect(page.getByTestId("run-error")).not.toContainText("sk-wrong-key");

      fake.script({ match: "busy-case", error: 429, retryAfter: 7 });
      await fillRun(page, { message: "busy-case" });
      await page.getByTestId("run-submit").click();
      // The title, then what to do, each said once: the time to run again on the reader's clock.
      await expect(page.getByTestId("run-error").locator("p")).toHaveText([
        "Rate limit reached (429)",
        /^Run again after \d\d:\d\d:\d\d\. The server said: fake 429\.$/,
      ]);
      // Both failures are listed, after the two runs above.
      await expect(page.getByTestId("run-item")).toHaveCount(4);
      await expect(page.locator('[data-testid="run-item"][data-status="failed"]')).toHaveCount(2);
    });

    await test.step("two runs open side by side with the line diff of their replies", async () => {
      const other = JSON.stringify({ verdict: { verdict: "approve", rationale: "Fine." } });
      fake.script({ match: "first-case", reply: VALID }, { match: "second-case", reply: other });
      await fillRun(page, { message: "first-case" });
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(2);
      await page.getByTestId("run-input").fill("second-case");
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(1);
      await page.getByRole("checkbox", { name: "Compare Run 5" }).check();
      await page.getByRole("checkbox", { name: "Compare Run 6" }).check();
      await page.getByTestId("run-compare").click();
      const comparison = page.getByTestId("run-comparison");
      await expect(comparison.getByTestId("run-side-a")).toContainText("revise");
      await expect(comparison.getByTestId("run-side-b")).toContainText("approve");
      await expect(comparison.getByTestId("run-diff").locator('[data-diff="added"]').first()).toBeVisible();
      await expect(comparison.locator('[data-diff="removed"]').first()).toBeVisible();
    });

    await test.step("the time limit under Options stops an endless reply, and the advice names it", async () => {
      await page.getByRole("button", { name: "Close the comparison" }).click();
      fake.script({ match: "slow-case", endless: true, chunkDelayMs: 50 });
      await page.getByText("Options", { exact: true }).click();
      await page.getByTestId("run-time-limit").fill("1");
      await fillRun(page, { message: "slow-case" });
      await page.getByTestId("run-submit").click();
      const error = page.getByTestId("run-error");
      await expect(error).toContainText("The reply passed the time limit");
      await expect(error).toContainText("No complete reply within 1 s");
      await expect(error).toContainText("raise the time limit under Options.");
      await page.getByTestId("run-time-limit").fill("");
    });

    await test.step("a redirect is not followed; the browser hides its target, and the message says so", async () => {
      fake.script({ match: "moved-case", redirect: "http://127.0.0.1:9/v1/chat/completions", status: 307 });
      await fillRun(page, { message: "moved-case" });
      await page.getByTestId("run-submit").click();
      const error = page.locator('[data-testid="run-error"][data-kind="redirect"]');
      await expect(error).toContainText("Redirect not followed");
      await expect(error).toContainText("The browser does not reveal where it pointed: check the base URL");
    });
  });

  test("a conflicting composition is not run, and a request that cannot be sent is a form error, not a run", async ({
    page,
  }) => {
    await openPanel(page, "?role=analyst&modes=fast,slow");
    await fillRun(page, { message: "conflict-case" });
    const submit = page.getByTestId("run-submit");
    await expect(submit).toHaveAttribute("aria-disabled", "true");
    const reason = "'slow' and 'fast' conflict: remove one to run.";
    await expect(page.getByTestId("run-panel").getByText(reason, { exact: true })).toBeVisible();
    await submit.click({ force: true });
    await expect(page.getByTestId("run-status")).toHaveText(`Not run: ${reason}`);
    await page.keyboard.press("Control+Enter");
    await expect(page.getByTestId("run-item")).toHaveCount(0);

    // Without the conflict, a base URL the run would refuse is said beside the field, and nothing starts.
    await page.getByTestId("conflict-fixes").getByRole("button", { name: "Remove slow" }).click();
    const baseError = page.locator('[data-testid="run-field-error"][data-field="baseUrl"]');
    for (const [baseUrl, words] of [
      ["javascript:alert(1)", "The base URL must start with http:// or https:// (got javascript:)."],
      [`http://user:pw@127.0.0.1:${fake.port}/v1`, "must not hold a user name or password"],
    ] as const) {
      await page.getByTestId("run-base-url").fill(baseUrl);
      await expect(submit).toHaveAttribute("aria-disabled", "true");
      await expect(
        page.getByTestId("run-panel").getByText("Fix the base URL first.", { exact: true }),
      ).toBeVisible();
      await submit.click({ force: true });
      await expect(baseError).toContainText(words);
      await expect(page.getByTestId("run-base-url")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByTestId("run-item")).toHaveCount(0);
    }
    expect(fake.requests.filter((entry) => entry.input?.includes("conflict-case"))).toEqual([]);

    // Fixed, it runs.
    fake.script({ match: "conflict-case", reply: "Rates by week, with intervals." });
    await page.getByTestId("run-base-url").fill(fake.url("openai"));
    await expect(baseError).toHaveCount(0);
    await submit.click();
    await expect(page.getByTestId("run-item")).toHaveCount(1);
    await expect(page.getByTestId("run-reply")).toHaveText("Rates by week, with intervals.");
  });

  // One critic page, reloaded where a step needs it, for the run controls, the key and the variables.
  test("on one page: Stop and Escape end a run and Ctrl+Enter starts one; the key is stored only when ticked; {{variables}} get a form", async ({
    page,
  }) => {
    test.setTimeout(180_000); // five runs and three loads
    fake.script(
      { match: "endless-case", endless: true, chunkDelayMs: 40 },
      { match: "keys-case", endless: true, chunkDelayMs: 40 },
    );
    await openPanel(page);

    await test.step("Stop, or Escape, ends a run mid-stream and keeps what had arrived; Ctrl+Enter runs; the next run starts", async () => {
      await fillRun(page, { message: "endless-case" });
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-reply")).not.toHaveText(/^Waiting/);
      await expect(page.getByTestId("run-stop")).toBeEnabled();
      await page.getByTestId("run-stop").click();
      await expect(page.getByTestId("run-stopped")).toContainText("what had arrived");
      const kept = await page.getByTestId("run-reply").textContent();
      expect(kept?.length).toBeGreaterThan(0);
      await expect(page.getByTestId("run-stop")).toBeDisabled();

      // The keyboard: Ctrl+Enter in the message runs, Escape stops.
      await page.getByTestId("run-input").fill("keys-case");
      await page.getByTestId("run-input").focus();
      await page.keyboard.press("Control+Enter");
      await expect(page.getByTestId("run-item")).toHaveCount(2);
      await expect(page.getByTestId("run-stop")).toBeEnabled();
      await expect(page.getByTestId("run-reply")).not.toHaveText(/^Waiting/);
      await page.keyboard.press("Escape");
      await expect(page.getByTestId("run-stopped")).toBeVisible();
      await expect(page.locator('[data-testid="run-item"][data-status="stopped"]')).toHaveCount(2);

      fake.script({ match: "after-stop", reply: VALID });
      await page.getByTestId("run-input").fill("after-stop");
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(2);
      await expect(page.getByTestId("run-item")).toHaveCount(3);
    });

    await test.step("the key is stored only when ticked, comes back after a reload, and Forget removes it", async () => {
      fake.script({ match: "store-case", reply: VALID });
      await fillRun(page, { message: "store-case" });
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(2);
      await expectKeyNowhere(page);
      await page.reload();
      await expect(page.getByTestId("run-key")).toHaveValue("");
      // The runs come back from this tab's storage, without the key (expectKeyNowhere reads it too).
      await expect(page.getByTestId("run-item")).toHaveCount(4);
      await expect(page.getByTestId("run-kept")).toContainText(
        "Kept in this tab until you close it, across reloads",
      );
      await expect(page.getByTestId("run-key-hint")).toContainText("a reload or leaving the page clears it");
      await expectKeyNowhere(page);

      await page.getByTestId("run-key").fill(KEY);
      await page.getByTestId("run-remember-key").check();
      await expect.poll(() => page.evaluate(() => JSON.stringify({ ...localStorage }))).toContain(KEY);
      expect(page.url()).not.toContain(KEY);
      await page.reload();
      await expect(page.getByTestId("run-key")).toHaveValue(KEY);
      await page.getByTestId("run-forget-key").click();
      await expect(page.getByTestId("run-key")).toHaveValue("");
      await expectKeyNowhere(page);
    });

    await test.step("{{variables}} get a form; their values go into the URL and the message, the key does not", async () => {
      fake.script({ match: "ticket OPS-42", reply: VALID });
      await fillRun(page, { message: "Review ticket {{ticket}} for {{team}}." });
      await expect(page.getByTestId("run-submit")).toHaveAttribute("aria-disabled", "true");
      await page.locator('[data-testid="run-variable"][data-name="ticket"]').fill("OPS-42");
      await page.locator('[data-testid="run-variable"][data-name="team"]').fill("payments & billing");
      await expect(page).toHaveURL(/[?&]var\.ticket=OPS-42&var\.team=payments%20%26%20billing/);
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(2);
      const request = fake.requests.find((entry) => entry.input?.includes("ticket OPS-42"))!;
      expect(request.input).toBe("Review ticket OPS-42 for payments & billing.");
      await expectKeyNowhere(page);
      // A composition edit keeps the values in the URL, and a reload reads them back.
      await page.getByTestId("profile-name").fill("my-critic");
      await expect(page).toHaveURL(/name=my-critic.*var\.ticket=OPS-42/);
      await page.reload();
      await page.getByTestId("run-input").fill("Again {{ticket}}");
      await expect(page.locator('[data-testid="run-variable"][data-name="ticket"]')).toHaveValue("OPS-42");
    });
  });

  // What a keyboard and screen-reader user meets around a run: where the focus goes, what is said, what is kept.
  test("on one page: the focus after Stop, Compare and Clear; a run that outlives its composition; a reload mid-run; Copy reply", async ({
    page,
  }) => {
    test.setTimeout(180_000); // five runs and a reload
    fake.script(
      { match: "focus-a", reply: VALID },
      { match: "focus-b", endless: true, chunkDelayMs: 40 },
      { match: "switch-case", endless: true, chunkDelayMs: 40 },
      { match: "reload-case", endless: true, chunkDelayMs: 40 },
    );
    await openPanel(page, "?role=critic&modes=adversarial");
    const status = page.getByTestId("run-status");

    await test.step("Stop by keyboard leaves the focus on Run, not on the page's start", async () => {
      await fillRun(page, { message: "focus-a" });
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-verdict")).toHaveCount(2);
      await page.getByTestId("run-input").fill("focus-b");
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-reply")).not.toHaveText(/^Waiting/);
      await page.getByTestId("run-stop").focus();
      await page.keyboard.press("Enter");
      await expect(status).toHaveText("Stopped.");
      await expect(page.getByTestId("run-submit")).toBeFocused();
    });

    await test.step("Copy reply puts the shown reply on the clipboard", async () => {
      await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.getByRole("button", { name: "Show Run 1" }).click();
      await page.getByRole("button", { name: "Copy the reply of run 1" }).click();
      await expect(page.getByRole("button", { name: "Copy the reply of run 1" })).toHaveText("Copied");
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(VALID);
    });

    await test.step("Compare moves the focus to the comparison, and closing it returns the focus to Compare", async () => {
      await page.getByRole("checkbox", { name: "Compare Run 1" }).check();
      await page.getByRole("checkbox", { name: "Compare Run 2" }).check();
      await page.getByTestId("run-compare").click();
      await expect(page.getByRole("heading", { name: "Run 1 (A) beside run 2 (B)" })).toBeFocused();
      await page.getByRole("button", { name: "Close the comparison" }).press("Enter");
      await expect(page.getByTestId("run-compare")).toBeFocused();
    });

    await test.step("a run goes on, in view and named by its own composition, when a mode is removed", async () => {
      await page.getByTestId("run-input").fill("switch-case");
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-reply")).not.toHaveText(/^Waiting/);
      await page.getByRole("button", { name: "Remove adversarial", exact: true }).click();
      await expect(page.getByTestId("run-elsewhere")).toContainText(
        "Run 3 is of critic + adversarial, the composition when it started; Stop ends it.",
      );
      await expect(status).toHaveText("Running critic + adversarial on gpt-4.1…");
      await expect(page.getByTestId("run-reply")).toContainText("piece 0");
      await page.getByTestId("run-stop").click();
      await expect(page.getByTestId("run-stopped")).toBeVisible();
      await expect(page.getByTestId("run-elsewhere")).toContainText(
        "It is listed with that composition's runs",
      );
      await expect(page.getByTestId("run-item")).toHaveCount(0);
    });

    await test.step("a reload mid-run keeps the run as stopped by the reload, and the message typed", async () => {
      await page.getByTestId("run-input").fill("reload-case");
      await page.getByTestId("run-submit").click();
      await expect(page.getByTestId("run-reply")).not.toHaveText(/^Waiting/);
      await page.reload();
      await expect(page.getByTestId("run-input")).toHaveValue("reload-case");
      const run = page.locator('[data-testid="run-item"]').first();
      await expect(run).toHaveAttribute("data-status", "stopped");
      await expect(page.getByTestId("run-error")).toHaveCount(0);
      await expect(page.getByTestId("run-notice")).toHaveText(
        "The page was reloaded or left while this run streamed, which stopped it.",
      );
    });

    await test.step("Clear asks once more, Escape keeps the runs, and clearing returns the focus to Run", async () => {
      await page.getByTestId("run-clear").click();
      const confirm = page.getByTestId("run-clear-confirm");
      await expect(confirm.getByRole("button", { name: "Keep it" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(confirm).toHaveCount(0);
      await expect(page.getByTestId("run-clear")).toBeFocused();
      await expect(page.getByTestId("run-item")).toHaveCount(1);
      await page.getByTestId("run-clear").click();
      await expect(confirm).toContainText("Remove the finished run of this composition?");
      await confirm.getByRole("button", { name: "Remove it" }).click();
      await expect(page.getByTestId("run-item")).toHaveCount(0);
      await expect(page.getByTestId("run-empty")).toBeVisible();
      await expect(page.getByTestId("run-submit")).toBeFocused();
    });
  });

  test("a directory role, which has no emissions, shows its free-text reply without verdicts", async ({
    page,
  }) => {
    fake.script({ match: "handoff-case", reply: "Pager goes to Ana at 18:00; two incidents stay open." });
    await openPanel(page, "?role=OnCallHandoff");
    await fillRun(page, { message: "handoff-case" });
    await page.getByTestId("run-submit").click();
    await expect(page.getByTestId("run-reply")).toHaveText(
      "Pager goes to Ana at 18:00; two incidents stay open.",
    );
    await expect(page.getByTestId("run-item").first()).toContainText("free text");
    await expect(page.getByTestId("run-verdict")).toHaveCount(0);
    const request = fake.requests.find((entry) => entry.input === "handoff-case")!;
    expect((request.body as Record<string, unknown>)["response_format"]).toBeUndefined();
  });

  test("on a 375 px phone the panel fits the width and runs", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    fake.script({ match: "phone-case", reply: VALID });
    await openPanel(page);
    // The panel is some 4,000 px down: a link near the top takes the view and the focus to it.
    await page.evaluate(() => window.scrollTo(0, 0));
    const jump = page.getByTestId("jump-to-run");
    await expect(jump).toBeInViewport();
    await jump.focus();
    await page.keyboard.press("Enter");
    await expect(page.locator("#run-heading")).toBeFocused();
    await expect(page.locator("#run-heading")).toBeInViewport();
    expect(page.url()).not.toContain("#");
    await fillRun(page, { message: "phone-case" });
    await page.getByTestId("run-submit").click();
    await expect(page.getByTestId("run-verdict")).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const panel = await page.getByTestId("run-panel").boundingBox();
    expect(panel!.x).toBeGreaterThanOrEqual(0);
    expect(panel!.x + panel!.width).toBeLessThanOrEqual(375);
  });
});

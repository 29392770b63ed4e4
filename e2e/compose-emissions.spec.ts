import { expect, test, type Page } from "@playwright/test";

import { Role } from "../lib/casts";

import { expectAxeCleanInBothSchemes } from "./axe";
import { hooks, openComposer, tabTo } from "./compose-helpers";

async function pasteOutput(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Check a model's output" });
  await tabTo(box);
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Backspace");
  await page.keyboard.insertText(text);
}

// The last test ends with an axe check (e2e/axe.ts): colours must not transition while axe reads them.
test.use({ colorScheme: "light", reducedMotion: "reduce" });

test.describe("emissions panel", () => {
  test("lists each operable key with its model, and the operable's JSON Schema", async ({ page }) => {
    await openComposer(page, "?role=researcher&modes=evidential");
    const operable = Role.load("researcher").emissionOperable();
    // Waited for: the composer is visible before its emissions panel has drawn its keys.
    await expect(hooks(page).emissionKeys).toHaveText(operable?.keys() ?? []);
    for (const spec of operable?.specs ?? []) {
      await expect(
        page.locator("li", { has: page.getByTestId("emission-key").getByText(spec.key, { exact: true }) }),
      ).toContainText(spec.model.name);
    }
    await tabTo(page.getByText("Operable JSON Schema (draft 2020-12)"));
    await page.keyboard.press("Enter");
    const schema = page.getByTestId("operable-schema");
    await expect(schema).toBeVisible();
    expect(JSON.parse((await schema.textContent()) ?? "null")).toEqual(operable?.jsonSchema());
  });

  test("fields show which are required; pasted model output is validated against the operable, with errors by path; a paste over the limit is refused before it goes in; the runtime view with the validator's errors is axe-clean", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000); // ends with an axe check in two schemes
    // A composition of two modes with a name: the state compose-a11y.spec.ts's states leave to this page.
    // critic's emission keys come from the role, so they are those of critic with adversarial alone.
    await openComposer(page, "?role=critic&modes=adversarial,socratic&name=adv-critic");
    const verdict = page.locator("li", {
      has: page.getByTestId("emission-key").getByText("verdict", { exact: true }),
    });
    await tabTo(verdict.getByText("Fields: 2 required, 2 optional"));
    await page.keyboard.press("Enter");
    await expect(verdict.locator("dt", { hasText: "rationale" })).toContainText("required");
    await expect(verdict.locator("dt", { hasText: "reversible_by" })).toContainText("optional");

    const result = page.getByTestId("output-result");
    const jsBefore = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
    );

    await pasteOutput(
      page,
      JSON.stringify(
        {
          verdict: { verdict: "revise", rationale: "Two blocking issues." },
          finding: { description: "No tests.", confidence: 0.8 },
        },
        null,
        2,
      ),
    );
    await expect(result).toHaveText("Valid: verdict, finding.");
    // zod and the emission models arrived only now, on demand.
    const jsAfter = await page.evaluate(
      () => performance.getEntriesByType("resource").filter((entry) => entry.name.endsWith(".js")).length,
    );
    expect(jsAfter).toBeGreaterThan(jsBefore);

    await pasteOutput(
      page,
      JSON.stringify({
        verdict: { verdict: "ok" },
        finding: { description: "x", confidence: "high" },
        escalation_request: { reason: "r", urgency: "now" },
        extra: 1,
      }),
    );
    await expect(result).toContainText("4 problems");
    for (const path of ["verdict.rationale", "finding.confidence", "escalation_request.urgency", "extra"]) {
      await expect(result.locator("code", { hasText: path })).toBeVisible();
    }
    await expect(result).toContainText(
      "extra: unknown key (expected one of: verdict, finding, escalation_request)",
    );

    await pasteOutput(page, '{\n  "verdict": {\n    "verdict": "ok",\n  }\n}');
    await expect(result).toContainText("Not JSON (line 4, column 3)");

    await pasteOutput(page, "[1, 2]");
    await expect(result).toContainText("(root): expected an object, got a list");

    // The legacy 'blocking' input of escalation_request is accepted as the library accepts it.
    await pasteOutput(
      page,
      JSON.stringify({ escalation_request: { reason: "Budget exceeded", blocking: true } }),
    );
    await expect(result).toHaveText("Valid: escalation_request.");

    await test.step("a paste over 1 MiB is refused at once and never goes in", async () => {
      // Taken in, 2 MB held the page 1 to 4 s before "Not checked", and every key after it about 1 s.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      const reply = JSON.stringify({ verdict: { verdict: "ok", rationale: "x".repeat(2_000_000) } });
      await page.evaluate((text) => navigator.clipboard.writeText(text), reply);
      const box = page.getByRole("textbox", { name: "Check a model's output" });
      const before = await box.inputValue();
      await box.focus();
      await page.keyboard.press("ControlOrMeta+a");
      await page.keyboard.press("ControlOrMeta+v");
      await expect(page.getByTestId("output-refused")).toHaveText(
        "Not pasted: the reply is at least 2,000,043 bytes, over the 1 MiB (1,048,576 bytes) limit for a check, so the box is unchanged.",
      );
      await expect(box).toHaveValue(before);
    });

    await test.step("axe: composition, runtime view and validator errors", async () => {
      await page.getByRole("tab", { name: "Runtime" }).click();
      await page.getByRole("textbox", { name: "Check a model's output" }).fill('{"verdict": 1}');
      await expect(result).toContainText("problem");
      await expectAxeCleanInBothSchemes(page, "composition, runtime view and validator errors");
    });
  });
});
